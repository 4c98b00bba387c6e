"""Small widgets and helpers the views share: number boxes, dialogs, the palette, image export, error dialogs."""
