"""Window plumbing: the action, menu and toolbar tables, the stepping keys, the status line's text and what
survives a restart (preferences, geometry)."""
