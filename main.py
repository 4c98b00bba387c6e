"""Launcher: ``python main.py [FILE]`` opens Perceptron Studio on FILE or the default example."""

import sys

from perceptron_gui.app import main

if __name__ == "__main__":
    sys.exit(main(sys.argv))
