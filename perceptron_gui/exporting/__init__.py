"""Exports: File > Export (image, model, trace, quiz) and the animation and lesson exports built on first use."""
