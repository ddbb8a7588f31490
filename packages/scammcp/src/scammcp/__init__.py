"""scammcp adapter."""

__version__ = "1.0.0"
