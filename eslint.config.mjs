// ESLint for the lesson page's JavaScript (core/files/lesson_assets) and the live class's student page
// (perceptron_gui/live/assets): `make lint` runs it with npx.
// Browser scripts in one file, no modules; the rules are spelled out so that no plugin package is needed.
export default [
  {
    files: ["core/files/lesson_assets/**/*.js", "perceptron_gui/live/assets/**/*.js"],
    languageOptions: {
      ecmaVersion: 2020,
      sourceType: "script",
      globals: {
        window: "readonly", document: "readonly", navigator: "readonly", getComputedStyle: "readonly",
        setInterval: "readonly", clearInterval: "readonly", setTimeout: "readonly", clearTimeout: "readonly",
        history: "readonly", location: "readonly", console: "readonly",
        WebSocket: "readonly", localStorage: "readonly",
      },
    },
    rules: {
      "no-undef": "error",
      "no-unused-vars": ["error", {args: "none", varsIgnorePattern: "^Perceptron(Engine|Draw)$"}],
      "no-redeclare": "error",
      "no-dupe-keys": "error",
      "no-unreachable": "error",
      "no-shadow-restricted-names": "error",
      "no-eval": "error",
      "no-implied-eval": "error",
      "no-new-func": "error",
      "no-self-compare": "error",
      "eqeqeq": "error",
      "strict": ["error", "function"],
      "no-use-before-define": ["error", {functions: false, variables: false}],
      "curly": "error",
      "max-len": ["error", {code: 120}],
    },
  },
  {files: ["core/files/lesson_assets/page.js"],
    languageOptions: {globals: {PerceptronEngine: "readonly", PerceptronDraw: "readonly"}}},
  {files: ["perceptron_gui/live/assets/student.js"], languageOptions: {globals: {PerceptronDraw: "readonly"}}},
];
