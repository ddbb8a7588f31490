"""Fit the rules' weights on half A of the corpora, judge them on half B, and optionally write them.

SpamAssassin fits its scores over mass-check results instead of setting them by hand; this does the
same over today's rule hits. Every DEV record is scored once with the current rules; its result's
``signals`` name each rule that fired. The score is then rebuilt from those hits with candidate
weights through the same scoring model (points summed per family, each family held to its cap or
floor, the total to 0-100, a message whose links show only their shape to ``LURELESS_LINKS_MAX``),
so a fitted weight means what a hand weight means.

The fit: projected gradient descent (Adam) on a smooth loss against issue 19's target rows on half
A (a positive below suspicious, a negative at suspicious, and at caution for the caution rows; the
negative rows count ``--negative-weight`` times, their targets being tight), plus an L2 pull of
each weight towards its hand weight (``--l2``). A weight keeps its sign, a positive rule stays at
least 1 point (dropping a rule is a rule change, not a fit), and weights are rounded to whole points
before they are judged. Only rules whose weight is a literal in ``rules/*.py`` next to their literal
id are fitted, found by id (never by position: other work moves rows around); the rest keep theirs.
No randomness and no network: the same hits give the same weights.

    .venv/bin/python scripts/fit_weights.py [--corpora DIR] [--hits /tmp/hits.jsonl] [--scope url|text|all]
    .venv/bin/python scripts/fit_weights.py ... --write     # the fitted weights into the rule rows

``--hits`` keeps the scored hits (rule ids and figures only, never a record's text) so a second run
with other settings skips the scoring; delete it after changing rules.
"""

from __future__ import annotations

import argparse
import json
import math
import os
import re
import sys
from collections import defaultdict
from collections.abc import Iterable, Sequence
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path

from scamcore.cli_eval import CorpusError, corpus_files, default_corpora, read_corpus, refuse_corpus
from scamcore.scoring import clamp_score

ROOT = Path(__file__).resolve().parents[1]
RULES_DIR = ROOT / "packages" / "scamcore" / "src" / "scamcore" / "rules"

Hit = tuple[str, str, float, str]
"""A signal as the result gives it: rule id, family, points, source."""


@dataclass(frozen=True, slots=True)
class Record:
    file: str
    half: str
    label: str
    score: int
    message: bool
    hits: tuple[Hit, ...]


# --- scoring the corpora once ---


def _score_file(path: str) -> list[Record]:
    from scamcore.evaluate import assess_record, half_of, role_of

    out = []
    for _, record in read_corpus(path):
        label = str(record.get("label", ""))
        if role_of(label) not in ("positive", "negative"):
            continue
        result = assess_record(record)
        if result is None:
            continue
        hits = tuple((s.id, s.family, s.points, s.source) for s in result.signals)
        message = isinstance(record.get("text"), str)
        out.append(Record(Path(path).stem, half_of(record), label, result.score, message, hits))
    return out


def collect(corpora: Path, jobs: int, cache: Path | None) -> list[Record]:
    if cache is not None and cache.exists():
        rows = (json.loads(line) for line in cache.read_text(encoding="utf-8").splitlines())
        return [Record(r[0], r[1], r[2], r[3], r[4], tuple(tuple(h) for h in r[5])) for r in rows]  # type: ignore[misc]
    files = sorted((str(p) for p in corpus_files(corpora or Path())), key=lambda p: -os.path.getsize(p))
    if not files:
        raise SystemExit(f"fit_weights: no .jsonl files in {corpora}")
    with ProcessPoolExecutor(max_workers=max(1, jobs)) as pool:
        records = [r for batch in pool.map(_score_file, files) for r in batch]
    if cache is not None:
        with cache.open("w", encoding="utf-8") as out:
            for r in records:
                out.write(json.dumps([r.file, r.half, r.label, r.score, r.message, r.hits]) + "\n")
    return records


# --- the scoring model, rebuilt from hits ---


@dataclass
class Model:
    """Group caps and floors, and which rules count as shape only for the lureless ceiling."""

    caps: dict[str, tuple[float, float]]
    shape_only: frozenset[str]
    ceiling: int

    @classmethod
    def today(cls) -> Model:
        from scamcore.rules.groups import GROUPS
        from scamcore.scoring import LURELESS_LINKS_MAX, SHAPE_ONLY

        return cls({g.id: (g.floor, g.cap) for g in GROUPS.values()}, SHAPE_ONLY, LURELESS_LINKS_MAX)

    def capped(self, r: Record, weights: dict[str, float]) -> bool:
        """Whether the lureless ceiling holds this record: fixed by the hits' signs, which the fit keeps."""
        return r.message and not any(
            weights.get(rid, pts) > 0 and (src != "url" or rid not in self.shape_only) for rid, _, pts, src in r.hits
        )

    def score(self, r: Record, weights: dict[str, float]) -> int:
        per: dict[str, float] = defaultdict(float)
        for rid, fam, pts, _ in r.hits:
            per[fam] += weights.get(rid, pts)
        total = sum(max(self.caps[f][0], min(self.caps[f][1], v)) for f, v in per.items())
        score = clamp_score(total)
        return min(score, self.ceiling) if self.capped(r, weights) else score


# --- what the fit aims at: issue 19's rows ---


def target_rows() -> list[tuple[str, str, frozenset[str], str, str, int, float]]:
    """(title, measure, files, label, direction, threshold, goal) per target row."""
    from scamcore.evaluate import CAUTION, SUSPICIOUS, TARGETS

    return [
        (t.name, t.measure, frozenset(t.files), t.label, t.direction,
         SUSPICIOUS if t.measure == "suspicious" else CAUTION, t.goal)
        for t in TARGETS
    ]  # fmt: skip


def share(records: Iterable[Record], model: Model, weights: dict[str, float], threshold: int) -> tuple[float, int]:
    rs = list(records)
    return (sum(model.score(r, weights) >= threshold for r in rs) / len(rs) if rs else 0.0), len(rs)


# --- the fit ---


@dataclass
class Pattern:
    """Records with the same hits and ceiling, weighted by what the target rows make of them."""

    rules: tuple[str, ...]
    families: tuple[str, ...]
    fixed: dict[str, float]  # family -> points of rules not being fitted
    capped: bool
    terms: list[tuple[float, int, int]] = field(default_factory=list)  # (weight, threshold, sign)


NegativeWeight = float | dict[str, float]
"""How much a negative row counts: one factor for all, or one per row title (``--hold-rows``)."""


def _negative(weight: NegativeWeight, title: str) -> float:
    return weight.get(title, 1.0) if isinstance(weight, dict) else weight


def _patterns(
    records: Sequence[Record], model: Model, free: set[str], hand: dict[str, float], negative_weight: NegativeWeight
) -> list[Pattern]:
    rows = target_rows()
    members: dict[tuple[str, ...], list[Record]] = {}
    for r in records:
        members.setdefault(tuple(sorted({h[0] for h in r.hits})), []).append(r)
    # each row's records share its weight equally, so a 24k-record file counts as much as a 300-record one
    per_row: dict[tuple[str, str], int] = defaultdict(int)
    for r in records:
        for title, measure, files, label, *_ in rows:
            if r.file in files and r.label == label:
                per_row[title, measure] += 1
    out: dict[tuple[object, ...], Pattern] = {}
    for rs in members.values():
        for r in rs:
            fixed: dict[str, float] = defaultdict(float)
            rules, fams = [], []
            for rid, fam, pts, _ in r.hits:
                if rid in free:
                    rules.append(rid)
                    fams.append(fam)
                else:
                    fixed[fam] += pts
            key = (tuple(rules), tuple(sorted(fixed.items())), model.capped(r, hand))
            p = out.get(key)
            if p is None:
                p = out[key] = Pattern(tuple(rules), tuple(fams), dict(fixed), model.capped(r, hand))
            for title, measure, files, label, direction, threshold, _ in rows:
                if r.file in files and r.label == label:
                    sign = 1 if direction == ">=" else -1
                    w = (1.0 if sign > 0 else _negative(negative_weight, title)) / per_row[title, measure]
                    p.terms.append((w, threshold, sign))
    return [p for p in out.values() if p.terms]


def _sigmoid(x: float) -> float:
    return 1 / (1 + math.exp(-x)) if x >= 0 else math.exp(x) / (1 + math.exp(x))


def fit(
    records: Sequence[Record],
    model: Model,
    free: set[str],
    hand: dict[str, float],
    *,
    l2: float,
    negative_weight: NegativeWeight,
    steps: int,
    temperature: float = 5.0,
    rate: float = 0.5,
) -> dict[str, float]:
    patterns = _patterns(records, model, free, hand, negative_weight)
    family = {rid: fam for r in records for rid, fam, _, _ in r.hits if rid in free}
    w = {rid: hand[rid] for rid in free}
    m = dict.fromkeys(free, 0.0)
    v = dict.fromkeys(free, 0.0)
    for step in range(1, steps + 1):
        grad = {rid: l2 * 2 * (w[rid] - hand[rid]) / 100 for rid in free}
        for p in patterns:
            per: dict[str, float] = defaultdict(float, p.fixed)
            for rid, fam in zip(p.rules, p.families, strict=True):
                per[fam] += w[rid]
            total = 0.0
            live: set[str] = set()
            for fam, pts in per.items():
                lo, hi = model.caps[fam]
                total += max(lo, min(hi, pts))
                if lo < pts < hi:
                    live.add(fam)
            if not 0 < total < 100 or (p.capped and total >= model.ceiling):
                continue  # the score sits on a clamp: no small change of weight moves it
            # d loss / d score, summed over the rows this pattern counts in
            slope = sum(-sign * wt * _sigmoid(sign * (threshold - total) / temperature) / temperature
                        for wt, threshold, sign in p.terms)  # fmt: skip
            for rid, fam in zip(p.rules, p.families, strict=True):
                if fam in live:
                    grad[rid] += slope
        for rid in free:  # Adam, then back inside the rule's bounds
            m[rid] = 0.9 * m[rid] + 0.1 * grad[rid]
            v[rid] = 0.999 * v[rid] + 0.001 * grad[rid] ** 2
            step_size = rate * (m[rid] / (1 - 0.9**step)) / (math.sqrt(v[rid] / (1 - 0.999**step)) + 1e-9)
            w[rid] = _bounded(hand[rid], w[rid] - step_size, model.caps[family[rid]])
    return {rid: float(round(x)) for rid, x in w.items()}


def breaches(records: Sequence[Record], model: Model, hand: dict[str, float], fitted: dict[str, float]) -> list[str]:
    """The negative target rows that the fitted weights push above their goal on these records (or, for
    a row already above it, above where it is now): what ``--hold`` refuses."""
    out = []
    for title, _measure, files, label, direction, threshold, goal in target_rows():
        rs = [r for r in records if r.file in files and r.label == label]
        if direction != "<=" or not rs:
            continue
        if share(rs, model, fitted, threshold)[0] > max(goal, share(rs, model, hand, threshold)[0]):
            out.append(title)
    return out


def held_fit(
    records: Sequence[Record],
    model: Model,
    free: set[str],
    hand: dict[str, float],
    *,
    rounds: int,
    per_row: bool = False,
    **kwargs: float,
) -> tuple[dict[str, float], NegativeWeight, list[str]]:
    """``fit``, redone with the negative rows counting twice as much each time until no negative row
    of these records (half A) breaches its goal, at most ``rounds`` times: a constraint, not a hope.
    With ``per_row`` only the rows breached in a round count more in the next, each row its own
    bound: doubling every negative row also pulls down links no benign row has a quarrel with.
    Returns the weights, the negative weight(s) they were fitted with, and the rows still breached."""
    base = float(kwargs.pop("negative_weight"))
    steps = int(kwargs.pop("steps"))
    negative_rows = {row[0] for row in target_rows() if row[4] == "<="}
    weight: NegativeWeight = dict.fromkeys(sorted(negative_rows), base) if per_row else base
    for _ in range(rounds + 1):
        fitted = fit(records, model, free, hand, negative_weight=weight, steps=steps, **kwargs)
        broken = breaches(records, model, hand, {**hand, **fitted})
        if not broken:
            break
        if isinstance(weight, dict):
            weight = {**weight, **{t: 2 * weight[t] for t in broken}}
        else:
            weight *= 2
    return fitted, weight, broken


def _bounded(hand: float, x: float, cap: tuple[float, float]) -> float:
    """A weight keeps its sign, stays within twice the hand weight plus 10 and within its family's
    cap or floor (points beyond them never reach a score), and a positive one stays >= 1."""
    if hand > 0:
        return min(max(x, 1.0), 2 * hand + 10, max(hand, cap[1]))
    return max(min(x, 0.0), 2 * hand - 10, min(hand, cap[0]))


# --- the rule rows: weights found by literal id ---


def _literal_sites(text: str) -> dict[str, tuple[int, int]]:
    """Each literal id's weight literal in one file, as (start, end) of the number."""
    sites: dict[str, tuple[int, int]] = {}
    for m in re.finditer(r'\bid="([A-Z][A-Z0-9_]+)"', text):
        nxt = re.search(r"\bid=|\bRule\(|\bComposite\(|\bTier\(", text[m.end() :])
        stop = m.end() + (nxt.start() if nxt else len(text) - m.end())
        w = re.compile(r"\bweight=(-?\d+(?:\.\d+)?)\b").search(text, m.end(), stop)
        if w:
            sites[m.group(1)] = w.span(1)
    for m in re.finditer(r'\bTier\(\s*\d+,\s*"([A-Z][A-Z0-9_]+)",\s*(-?\d+(?:\.\d+)?),', text):
        sites[m.group(1)] = m.span(2)
    # a helper called with the id, the family and the weight first (``_email_rule("EMAIL_X", "claim", 15, ...)``)
    for m in re.finditer(r'\(\s*"([A-Z][A-Z0-9_]+)",\s*"[a-z_]+",\s*(-?\d+(?:\.\d+)?),', text):
        sites.setdefault(m.group(1), m.span(2))
    return sites


def weight_sites(rules_dir: Path = RULES_DIR) -> dict[str, tuple[Path, float]]:
    """Rule id -> the file holding its weight literal and that literal's value."""
    found: dict[str, tuple[Path, float]] = {}
    for path in sorted(rules_dir.glob("*.py")):
        text = path.read_text(encoding="utf-8")
        for rid, (a, b) in _literal_sites(text).items():
            found[rid] = (path, float(text[a:b]))
    return found


def write_weights(changes: dict[str, float], rules_dir: Path = RULES_DIR) -> list[str]:
    """Rewrite each changed rule's weight literal in place; returns the ids written."""
    written = []
    for path in sorted(rules_dir.glob("*.py")):
        text = path.read_text(encoding="utf-8")
        sites = _literal_sites(text)
        edits = sorted(((sites[rid], rid) for rid in changes if rid in sites), reverse=True)
        for (a, b), rid in edits:
            text = text[:a] + _number(changes[rid]) + text[b:]
            written.append(rid)
        if edits:
            path.write_text(text, encoding="utf-8")
    return sorted(written)


def _number(x: float) -> str:
    return str(int(x)) if float(x).is_integer() else str(x)


# --- the report ---


def report(records: Sequence[Record], model: Model, hand: dict[str, float], fitted: dict[str, float]) -> list[str]:
    """Each target row, then each file's labels, at the current and the fitted weights on both halves."""
    from scamcore.evaluate import CAUTION, SUSPICIOUS

    lines = [f"{'target row':40} {'measure':11} {'goal':>8} | {'A now':>7} {'A fit':>7} | {'B now':>7} {'B fit':>7}"]
    by_half = {h: [r for r in records if r.half == h] for h in "AB"}
    for title, measure, files, label, direction, threshold, goal in target_rows():
        halves = {h: [r for r in by_half[h] if r.file in files and r.label == label] for h in "AB"}
        if any(halves.values()):
            cells = _cells(halves, model, hand, fitted, threshold)
            lines.append(f"{title:40} {measure:11} {direction}{goal:6.1%} | {cells}")
    lines += ["", f"{'file, label':52} {'measure':11} | {'A now':>7} {'A fit':>7} | {'B now':>7} {'B fit':>7}"]
    groups: dict[tuple[str, str], dict[str, list[Record]]] = defaultdict(lambda: {"A": [], "B": []})
    for r in records:
        groups[r.file, r.label][r.half].append(r)
    for (name, label), halves in sorted(groups.items()):
        for measure, threshold in (("suspicious", SUSPICIOUS), ("caution", CAUTION)):
            lines.append(f"{name + ', ' + label:52} {measure:11} | {_cells(halves, model, hand, fitted, threshold)}")
    return lines


def _cells(
    halves: dict[str, list[Record]], model: Model, hand: dict[str, float], fitted: dict[str, float], threshold: int
) -> str:
    """Now and fitted, on half A then half B; a half with no record shows dashes, not 0%."""
    out = []
    for h in "AB":
        rs = halves[h]
        pair = (f"{share(rs, model, w, threshold)[0]:7.2%}" for w in (hand, fitted)) if rs else (f"{'-':>7}",) * 2
        out.append(" ".join(pair))
    return " | ".join(out)


def main(argv: Sequence[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--corpora", type=Path, default=default_corpora())
    ap.add_argument("--hits", type=Path, help="read the scored hits from here if present, else write them here")
    ap.add_argument("--scope", choices=("all", "url", "text"), default="all", help="which rules' weights to fit")
    ap.add_argument("--l2", type=float, default=0.05, help="pull towards the hand weights (per 10 points squared)")
    ap.add_argument("--negative-weight", type=float, default=1.0, help="how much more a negative row counts")
    ap.add_argument("--steps", type=int, default=200)
    ap.add_argument("--min-hits", type=int, default=5, help="fit only rules firing at least this often on half A")
    ap.add_argument("--jobs", type=int, default=os.cpu_count() or 1)
    ap.add_argument(
        "--hold",
        type=int,
        default=0,
        metavar="ROUNDS",
        help="refit with the negative rows doubled, up to ROUNDS times, until none on half A is above "
        "its goal (or above where it is now, if it already is)",
    )
    ap.add_argument(
        "--hold-rows",
        action="store_true",
        help="with --hold, double only the rows breached in each round: a bound per benign row",
    )
    ap.add_argument("--write", action="store_true", help="write the fitted weights into rules/*.py")
    args = ap.parse_args(argv)

    try:
        records = collect(args.corpora, args.jobs, args.hits)
    except CorpusError as exc:
        return refuse_corpus("fit_weights", exc)
    model = Model.today()
    hand = {rid: pts for r in records for rid, _, pts, _ in r.hits}
    off = sum(model.score(r, hand) != r.score for r in records)
    print(f"{len(records)} records; score rebuilt from hits differs from the engine's on {off}", file=sys.stderr)
    sites = weight_sites()
    half_a = [r for r in records if r.half == "A"]
    fired: dict[str, int] = defaultdict(int)
    sources: dict[str, str] = {}
    for r in half_a:
        for rid, _, _, src in r.hits:
            fired[rid] += 1
            sources[rid] = src
    in_scope = {rid for rid in fired if args.scope == "all" or (sources[rid] == "url") == (args.scope == "url")}
    frequent = {rid for rid in in_scope if fired[rid] >= args.min_hits and hand[rid] != 0}
    # a literal that is not the weight the rule fires with is someone else's (a shared helper's default)
    free = {rid for rid in frequent if rid in sites and sites[rid][1] == hand[rid]}
    unwritable = sorted(frequent - free)
    fitted_free, negative_weight, broken = held_fit(
        half_a,
        model,
        free,
        hand,
        rounds=args.hold,
        per_row=args.hold_rows,
        l2=args.l2,
        negative_weight=args.negative_weight,
        steps=args.steps,
    )
    if args.hold:
        weighed = (
            ", ".join(f"{t} {_number(x)}x" for t, x in negative_weight.items() if x != args.negative_weight)
            or "none raised"
            if isinstance(negative_weight, dict)
            else f"{_number(negative_weight)}x"
        )
        print(f"negative rows weighed {weighed}; breached on half A: {', '.join(broken) or 'none'}")
    fitted = {**hand, **fitted_free}
    changes = {rid: x for rid, x in sorted(fitted_free.items()) if x != hand[rid]}
    print(f"fitted {len(free)} rules ({args.scope}); {len(changes)} weights change; "
          f"{len(unwritable)} frequent rules have no weight literal by their id and kept theirs")  # fmt: skip
    print("\n".join(report(records, model, hand, fitted)))
    print("\nweight changes (id: hand -> fitted, hits on half A)")
    for rid, x in sorted(changes.items(), key=lambda kv: -abs(kv[1] - hand[kv[0]])):
        print(f"  {rid:40} {_number(hand[rid]):>5} -> {_number(x):>5}  ({fired[rid]})")
    if unwritable:
        print("kept (weight not a literal beside its id): " + ", ".join(unwritable))
    if args.write:
        written = write_weights(changes)
        print(f"wrote {len(written)} weights into {RULES_DIR.relative_to(ROOT)}; now regenerate docs/rules.md "
              "(scripts/gen_rules_doc.py) and prove what moved with scripts/dump_results.py")  # fmt: skip
    return 0


if __name__ == "__main__":
    sys.exit(main())
