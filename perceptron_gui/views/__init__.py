"""The window's views: the canvas and its edit tool, the class picker, the control panel and the docks."""
