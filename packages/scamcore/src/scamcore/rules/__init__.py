"""Detection rules as data: one table per family, one framework to run them."""

from .base import Finding, Rule, run_rules
from .groups import GROUPS, Group

__all__ = ["GROUPS", "Finding", "Group", "Rule", "run_rules"]
