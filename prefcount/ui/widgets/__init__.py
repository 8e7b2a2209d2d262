"""Small widgets and helpers the windows share: tables, problems in red, the wheel guard, file names."""
