"""Small widgets and helpers the views share: number boxes, dialogs, the palette, throttles, error dialogs."""
