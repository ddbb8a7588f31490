"""URL rules: unusual link structure (group link_structure).

IP hosts, odd ports, and the folders and files of phishing kits planted on hacked sites. Each alone
is weak evidence (a developer's test server has an IP and a port); the group cap keeps it so. What a
link does to hide itself is in url_disguise.py.
"""

from __future__ import annotations

import ipaddress
import re
from functools import lru_cache
from importlib.resources import files
from typing import TYPE_CHECKING
from urllib.parse import unquote

from ..domains import data_lines, split_host
from .base import Rule, needs, per_context
from .url_facts import PATH, QUERY_OR_FRAGMENT, TAIL_32
from .url_identity import CRED_WORDS

if TYPE_CHECKING:
    from ..urls import UrlContext

__all__ = ["G", "RULES", "segments"]

G = "link_structure"

_KIT = data_lines(files("scamcore").joinpath("data", "kit_paths.txt").read_text("utf-8"))
_KIT_CMS = frozenset(e[1] for e in _KIT if e[0] == "cms")
_KIT_FILES = frozenset(e[1] for e in _KIT if e[0] == "file")
# Kits ship the same pages as static HTML too (signin.html, confirm.htm): match the file's stem.
_KIT_STEMS = frozenset(
    f.rsplit(".", 1)[0].replace("-", "")
    for f in _KIT_FILES
    if f.rsplit(".", 1)[0] not in ("index", "info", "post", "go")
)
_PAGE_EXT = re.compile(r"\.(?:php\d?|html?|aspx?)$")


def _is_kit_file(name: str) -> bool:
    if name in _KIT_FILES:
        return True
    m = _PAGE_EXT.search(name)
    if m is None:
        return False
    # Sign_in.html, log-in.php: the same page with its words joined another way.
    stem = name[: m.start()].replace("_", "").replace("-", "")
    # Kits number the pages of a multi-step form (sms2.html, login2.php, card1.php).
    return stem in _KIT_STEMS or stem.rstrip("0123456789") in _KIT_STEMS


_KIT_MARKERS = re.compile("|".join(re.escape(e[1]) for e in _KIT if e[0] == "marker"))
# An md5 or sha1 written as a folder: kits name each victim's copy with one (substr(md5(...))).
_HEX_DIR = re.compile(r"(?:^|/)((?=[0-9a-f]*[a-f])(?=[0-9a-f]*\d)(?:[0-9a-f]{32}|[0-9a-f]{40}))(?:/|$)")
_DEFAULT_PORTS = frozenset({"", "80", "443"})
_HEX32 = re.compile(r"(?<![0-9a-f])(?=[0-9a-f]*[a-f])(?=[0-9a-f]*\d)[0-9a-f]{32}(?![0-9a-f])")
# Program folders of WordPress, Joomla and Drupal: nobody links people to pages in there, except a
# kit planted on a hacked site.
_CMS_SYSTEM = re.compile(
    r"/wp-(?:includes|admin)/|/wp-content/(?:plugins|themes|upgrade|languages|mu-plugins)/|/administrator/|"
    r"/components/com_|/modules/mod_|/templates/[^/]+/html/|/sites/all/(?:modules|themes|libraries)/"
)
_STATIC = re.compile(r"\.(?:js|css|png|jpe?g|gif|svg|woff2?|ttf|eot|ico|webp|mp[34]|pdf|zip|xml|json|txt)$")
_PAGE_IN_ASSETS = re.compile(
    r"/(?:administrator|components|modules|templates|includes|images|css|js|assets|uploads|files|tmp|media|"
    r"libraries|plugins|themes|fonts|img|cache|vendor)/(?:[^?#]*/)?[^/]*\.(?:php\d?|html?|aspx?)$"
)
# A dated article path (/2002/10/08/business/media/08bird.html): a folder after the date is a news
# section, not a system folder. Kits go into folders a site already has, so wp-content/uploads/2020/05/
# (the date after the folder) still counts.
_DATED_BEFORE = re.compile(r"/(?:19|20)\d\d/(?:0?[1-9]|1[0-2])/")
# Folders that only ever hold images, styles, scripts or temporary files: a page there is planted.
_STATIC_DIRS = re.compile(r"/(?:images|img|css|js|fonts|assets|cache|tmp|vendor|uploads)/")
# The WordPress admin screens a site's own staff legitimately link to each other.
_WP_ADMIN_SCREENS = re.compile(
    r"/wp-admin/(?:|index|post|post-new|edit|admin|admin-ajax|upload|profile|options-general|plugins|themes)(?:\.php)?$"
)
_SCRIPT = re.compile(r"\.php\d?$")
_B64_SEGMENT = re.compile(r"/[A-Za-z0-9+_-]{4,}={1,2}(?:/|$)")
_DOC_LURE = re.compile(
    r"(?:^|/)(?:office-?365|o365|onedrive|one-drive|sharepoint|owa|webmail|docusign|dropbox|g-?docs?|googledocs?|"
    r"google-?drive|drive|adobe|excel|pdf|e-?docs?|document[s]?|invoice|voicemail|fax|wetransfer)[0-9]*(?:[/._-]|$)"
)


def segments(path: str) -> list[str]:
    return [s for s in path.lower().split("/") if s]


def _ip(ctx: UrlContext) -> str | None:
    return ctx.parsed.host if ctx.parsed.ip == "ip" else None


# A host name that spells an IP address out in its labels (x.203.0.113.9.static.example.net,
# ec2-203-0-113-9.compute.example.com): the automatic name a provider gives a rented server or a
# home line. A website has a name of its own; a page there is a bare machine's, as on a numeric link.
_OCTET = r"(?:25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9]?[0-9])"
_IP_SPELLED = re.compile(rf"(?:^|[.-]){_OCTET}[.-]{_OCTET}[.-]{_OCTET}[.-]{_OCTET}(?:[.-]|$)")


def _ip_in_name(ctx: UrlContext) -> str | None:
    if ctx.parsed.ip or ctx.official is not None or not ctx.parts.subdomain:
        return None
    return ctx.parsed.host if _IP_SPELLED.search(ctx.parts.subdomain) else None


def _ip_obfuscated(ctx: UrlContext) -> str | None:
    return ctx.parsed.host if ctx.parsed.ip == "obfuscated" else None


_LOCAL_NETS = tuple(
    ipaddress.ip_network(n)
    for n in (
        "10.0.0.0/8",
        "172.16.0.0/12",
        "192.168.0.0/16",
        "127.0.0.0/8",
        "169.254.0.0/16",
        "::1/128",
        "fc00::/7",
        "fe80::/10",
    )
)


def _is_private(host: str) -> bool:
    """Home and office networks, loopback and link-local (not the documentation ranges)."""
    try:
        ip = ipaddress.ip_address(host.strip("[]"))
    except ValueError:
        return False
    return any(ip in net for net in _LOCAL_NETS if net.version == ip.version)


def _ip_page(ctx: UrlContext) -> str | None:
    """A page on a public numeric address; a router's or printer's page (192.168.x.x) is not a
    phishing site anyone else can reach."""
    if ctx.parsed.ip is None or not ctx.parsed.path.strip("/") or _is_private(ctx.parsed.host):
        return None
    return ctx.parsed.path[:60]


def _port(ctx: UrlContext) -> str | None:
    p = ctx.parsed.port
    if p is None or p in _DEFAULT_PORTS:
        return None
    return f":{p[:10]}"


def _kit_cms(ctx: UrlContext) -> str | None:
    if ctx.official is not None:
        return None
    found, named = _kit_cms_in(ctx.plain_path, ctx.parsed.query)
    return found if found is not None and (named or ctx.imitation is not None) else None


@lru_cache(maxsize=1024)
def _kit_cms_in(plain_path: str, query: str) -> tuple[str | None, bool]:
    """A kit's CMS folder in the path (``_kit_cms``'s evidence) and whether what follows it names a
    sign-in, a kit's file, a hex folder or a brand. Kept per path, as the path rows' other steps are
    (``docs/performance.md``): a campaign sends one path under many fresh hosts."""
    segs = segments(plain_path)
    cms = [s for s in segs if s in _KIT_CMS]
    if not cms or _STATIC.search(plain_path):
        return None, False
    rest = "/".join(segs[segs.index(cms[0]) + 1 :]) + "?" + query.lower()
    named = bool(CRED_WORDS.search(rest) or (segs and _is_kit_file(segs[-1])) or _HEX_DIR.search("/".join(segs)))
    return "/" + "/".join(segs)[:80], named or _brand_in(rest)


def _brand_in(s: str) -> bool:
    from ..lookalike import brand_token_in

    return brand_token_in(s) is not None


def _kit_file(ctx: UrlContext) -> str | None:
    if ctx.official is not None:
        return None
    segs = segments(ctx.plain_path)
    return segs[-1] if segs and _is_kit_file(segs[-1]) else None


# An Android app package (.apk; .xapk, .apks and .apkm are bundles of split packages): installing an
# app from a link is how the "install our new app" and banking-trojan scams take over a phone, and
# a phone's own store never sends one. A brand's own site (GitHub's release pages) is left alone.
_APP_PACKAGE = re.compile(r"\.(?:apk|xapk|apks|apkm)$", re.IGNORECASE)


def _app_package(ctx: UrlContext) -> str | None:
    if ctx.official is not None:
        return None
    segs = segments(ctx.plain_path)
    return segs[-1] if segs and _APP_PACKAGE.search(segs[-1]) else None


def _kit_marker(ctx: UrlContext) -> str | None:
    if ctx.official is not None:
        return None
    m = _KIT_MARKERS.search(ctx.path_query)
    return None if m is None else m.group(0)


# Hosting whose own page addresses end in a 32-hex page id, after the page's title or alone
# (``team.notion.site/Getting-Started-<id>``, ``?v=<id>`` for a database view, ``?pvs=4`` when
# shared): there the code is the product's address for every page, not a kit's copy of itself. A
# phishing page published there still shows its brand or sign-in words (URL_BRAND_PAGE_ELSEWHERE,
# URL_CREDENTIAL_PATH) and the free host (URL_FREE_HOSTING).
_PAGE_ID_HOSTS = frozenset({"notion.site"})
_PAGE_ID_PATH = re.compile(r"/(?:ebd/)?(?:[^/?#]*-)?[0-9a-f]{32}/?")
_PAGE_ID_QUERY = re.compile(r"(?:(?:v|p|pm|pvs|source)=[a-z0-9_-]*(?:&|$))*")


@per_context
def _platform_page_id(ctx: UrlContext) -> bool:
    """The link is a page of hosting that names each page by a 32-hex id (``_PAGE_ID_HOSTS``)."""
    if ctx.free_host not in _PAGE_ID_HOSTS:
        return False
    p = ctx.parsed
    return _PAGE_ID_PATH.fullmatch(p.path.lower()) is not None and _PAGE_ID_QUERY.fullmatch(p.query.lower()) is not None


def _hex_dir(ctx: UrlContext) -> str | None:
    if ctx.official is not None or _platform_page_id(ctx):
        return None
    m = _HEX_DIR.search(ctx.parsed.path.lower())
    return None if m is None else m.group(1)


def _hex_token(ctx: UrlContext) -> str | None:
    """An md5-like token in the path or query: kits stamp each victim's session with one."""
    if ctx.official is not None or "URL_RANDOM_FOLDER" in ctx.hits or _platform_page_id(ctx):
        return None
    m = _HEX32.search((ctx.parsed.path + "?" + ctx.parsed.query).lower())
    return None if m is None else m.group(0)


def _cms_system(ctx: UrlContext) -> str | None:
    if ctx.official is not None or "URL_KIT_FOLDER" in ctx.hits:
        return None
    path = ctx.parsed.path.lower()
    m = _CMS_SYSTEM.search(path)
    if m is None or _STATIC.search(path) or _WP_ADMIN_SCREENS.search(path):
        return None
    return m.group(0)


# WordPress serves every page through index.php and its permalinks; wp-content only holds the files
# those pages use (uploads, themes, plugins). A link that opens a page or a bare folder in there,
# rather than a file, lands on something copied in by whoever could write to the folder.
_WP_CONTENT_PAGE = re.compile(r"/wp-content/(?:[^?#]*/)?(?:[^/.?#]*|[^/?#]*\.(?:php\d?|s?html?|aspx?|jsp))$")


def _wp_content_page(ctx: UrlContext) -> str | None:
    if ctx.official is not None or "URL_KIT_FOLDER" in ctx.hits or "URL_CMS_SYSTEM_PATH" in ctx.hits:
        return None  # a kit in plugins/ or themes/ is already its own, stronger finding
    path = ctx.parsed.path.lower()
    if path.endswith("/wp-content/") or _WP_ADMIN_SCREENS.search(path):
        return None
    m = _WP_CONTENT_PAGE.search(path)
    return None if m is None else m.group(0)[:80]


def _page_in_assets(ctx: UrlContext) -> str | None:
    if ctx.official is not None:
        return None
    path = ctx.parsed.path.lower()
    m = _PAGE_IN_ASSETS.search(path)
    if m is None or _DATED_BEFORE.search(path, 0, m.start() + 1):
        return None
    return m.group(0)[:80]


# A folder of images, styles or scripts opened as a page and handed another site's web address or an
# e-mail address (``/js/?ref=http://<a brand's host>/login``, ``/css/?user=<address>``): the folder's
# planted index page is the kit, and the address is its decoy or its victim. A site's own folder
# listing is asked for a sort order (``?C=M;O=D``), a style sheet's for a version or a theme, never
# an address; a folder of uploads or assets can be an application's own page, and is left out.
_ASSET_FOLDER_END = re.compile(r"/(?:images|img|css|js)/$")
_EMAIL_IN_QUERY = re.compile(r"[a-z0-9._%+-]@[a-z0-9-]+\.[a-z]")
_HOST_IN_QUERY = re.compile(r"(?<![a-z0-9.-])(?:[a-z0-9-]{1,63}\.){1,8}[a-z]{2,12}(?=[/?&#:;]|$)")


def _asset_folder_asked(ctx: UrlContext) -> str | None:
    if ctx.official is not None:
        return None
    query = unquote(ctx.parsed.query).lower()
    m = _ASSET_FOLDER_END.search(ctx.parsed.path.lower()) if query else None
    if m is None:
        return None
    if _EMAIL_IN_QUERY.search(query):
        return m.group(0)
    own = ctx.parts.registrable
    return m.group(0) if any(_other_site(h, own) for h in _HOST_IN_QUERY.findall(_spaced(query))) else None


_QUERY_BREAKS = re.compile(r"https?:/+|[=&]")


def _spaced(query: str) -> str:
    """The query with its separators and schemes as breaks, so each address stands alone."""
    return _QUERY_BREAKS.sub(" ", query)


def _other_site(host: str, own: str) -> bool:
    if host.rsplit(".", 1)[-1] in {"php", "html", "htm", "asp", "aspx", "js", "css", "jpg", "png", "gif"}:
        return False
    return split_host(host).registrable not in ("", own)


def _page_in_static(ctx: UrlContext) -> str | None:
    hit = ctx.hits.get("URL_PAGE_IN_ASSET_FOLDER")
    if hit is None:
        return None
    m = _STATIC_DIRS.search(hit.evidence)
    return None if m is None else m.group(0)


def _deep_script(ctx: UrlContext) -> str | None:
    if ctx.official is not None:
        return None
    path = ctx.parsed.path.lower()
    if path.count("/") < 3 or not _SCRIPT.search(path):
        return None
    return path.rsplit("/", 1)[-1]


def _b64_segment(ctx: UrlContext) -> str | None:
    if ctx.official is not None:
        return None
    m = _B64_SEGMENT.search(ctx.parsed.path)
    return None if m is None else m.group(0).strip("/")


# Names of file-sharing and mail services that mean nothing else, also inside a folder's name
# (zimonedrive3, 2014googledocs, efax_veri): kits name their folder after the service they copy.
_DOC_SERVICE = re.compile(
    r"one-?drive|sharepoint|docusign|dropbox|google-?docs?|gdocs?(?![a-z])|google-?drive|office-?365|"
    r"(?<![a-z0-9])o365|wetransfer|voicemail|e-?fax"
)


def _doc_lure(ctx: UrlContext) -> str | None:
    if ctx.official is not None or ctx.platform is not None:
        return None  # docs.google.com/document/... is the platform's own path, not a lure
    return _doc_lure_in(ctx.plain_path)


@lru_cache(maxsize=1024)
def _doc_lure_in(plain_path: str) -> str | None:
    """``_doc_lure``'s search, kept per path."""
    m = _DOC_LURE.search(plain_path)
    if m is not None:
        return m.group(0).strip("/._-")
    for seg in segments(plain_path):
        # An article slug ("how-to-share-a-onedrive-folder-with-a-team") is prose.
        if seg.count("-") + seg.count("_") < 3 and _DOC_SERVICE.search(seg):
            return seg[:60]
    return None


def _tilde(ctx: UrlContext) -> str | None:
    return "~" if "/~" in ctx.parsed.path and ctx.official is None else None


RULES: tuple[Rule[UrlContext], ...] = (
    Rule(
        id="URL_IP_HOST",
        group=G,
        weight=30,
        description="The link points to a bare number (IP address) instead of a website name",
        fires=("http://203.0.113.9/login", "http://[2001:db8::1]/"),
        quiet=("https://example.com/", "https://203-0-113-9.example.com/"),
        check=_ip,
        source="url",
    ),
    Rule(
        id="URL_IP_DISGUISED",
        group=G,
        weight=40,
        description="The link's address is a number written in a disguised form",
        fires=("http://3405803785/", "http://0xcb007109/", "http://0313.0.0161.011/"),
        quiet=("http://203.0.113.9/", "https://example.com/"),
        check=_ip_obfuscated,
        source="url",
    ),
    Rule(
        id="URL_IP_IN_HOST_NAME",
        group=G,
        weight=20,
        description="The site's name spells out a server's number (IP address), not a website's name",
        fires=("http://abc.203.0.113.9.static.example.net/offer", "https://ec2-198-51-100-7.compute-1.example.com/"),
        quiet=("https://www.example.com/2024.05.01.10/notes", "https://v1.2.example.com/", "http://203.0.113.9/"),
        check=_ip_in_name,
        source="url",
    ),
    Rule(
        id="URL_IP_WITH_PAGE",
        group=G,
        weight=15,
        description="The numeric address opens a specific page, not just a device's home page",
        fires=("http://198.51.100.7/ae/webapps/mpp", "http://8.8.4.4/login"),
        quiet=("http://192.168.1.1/admin/status", "https://example.com/a/b"),
        check=needs(_ip_page, PATH),
        source="url",
    ),
    Rule(
        id="URL_ODD_PORT",
        group=G,
        weight=10,
        description="The link uses an unusual port number",
        fires=("http://example.com:8081/login",),
        quiet=("https://example.com:443/", "https://example.com/"),
        check=_port,
        source="url",
    ),
    Rule(
        id="URL_KIT_FOLDER",
        group=G,
        weight=40,
        description="A sign-in or payment page hidden inside a website's system folders",
        fires=("http://example.com/wp-includes/js/login.php", "http://example.org/wp-content/plugins/x/verify/"),
        quiet=("https://example.com/wp-content/uploads/2024/photo.jpg", "https://example.com/login"),
        check=needs(_kit_cms, PATH),
        category="account",
        source="url",
    ),
    Rule(
        id="URL_KIT_FILE",
        group=G,
        weight=25,
        description="The link opens a script name that phishing kits use",
        fires=(
            "http://example.com/a/b/verify.php",
            "http://example.com/next.php",
            "http://example.com/x/signin.html",
            "http://example.com/x/sms2.html",
            "http://example.com/x/Sign_in.html",
        ),
        quiet=("https://example.com/index.php", "https://example.com/verify", "https://example.com/index2.php"),
        check=needs(_kit_file, PATH),
        category="account",
        source="url",
    ),
    Rule(
        id="URL_APP_PACKAGE",
        group=G,
        weight=25,
        description="The link downloads an Android app to install, from a website",
        fires=(
            "https://bank-update-center.com/BankSecure.apk",
            "http://203.0.113.7/files/Delivery_Tracking.APK",
            "https://example.com/app/latest.xapk",
        ),
        quiet=(
            "https://github.com/example/project/releases/download/v1.2/app-release.apk",
            "https://example.com/docs/how-to-install-an-apk",
            "https://example.com/apk/",
        ),
        check=needs(_app_package, PATH),
        category="general",
        advice="Install apps only from your phone's own app store, never from a link in a message.",
        source="url",
    ),
    Rule(
        id="URL_KIT_MARKER",
        group=G,
        weight=45,
        description="The link contains a path copied from a brand's sign-in pages",
        fires=("http://example.com/cgi-bin/webscr?cmd=_login-run", "http://example.com/x?country.x=US"),
        quiet=("https://www.paypal.com/cgi-bin/webscr?cmd=_login-run", "https://example.com/about"),
        check=needs(_kit_marker, PATH | QUERY_OR_FRAGMENT),
        category="account",
        source="url",
    ),
    Rule(
        id="URL_RANDOM_FOLDER",
        group=G,
        weight=25,
        description="The link's path has a long random code, typical of phishing kits",
        fires=(
            "http://example.com/3f2a9c0d4e5b6a7c8d9e0f1a2b3c4d5e/",
            "https://ourteam.notion.site/3f2a9c0d4e5b6a7c8d9e0f1a2b3c4d5e/next/",
        ),
        quiet=(
            "https://example.com/2024/05/article",
            "https://github.com/org/repo",
            "https://www.notion.so/3f2a9c0d4e5b6a7c8d9e0f1a2b3c4d5e",
            "https://ourteam.notion.site/Release-Notes-3f2a9c0d4e5b6a7c8d9e0f1a2b3c4d5e",
        ),
        check=needs(_hex_dir, PATH),
        source="url",
    ),
    Rule(
        id="URL_SESSION_TOKEN",
        group=G,
        weight=15,
        description="The link carries a random 32-character code, typical of phishing kits",
        fires=("http://example.com/next.html?location=3f2a9c0d4e5b6a7c8d9e0f1a2b3c4d5e",),
        quiet=(
            "https://example.com/search?q=cats",
            "http://example.com/3f2a9c0d4e5b6a7c8d9e0f1a2b3c4d5e/",
            "https://ourteam.notion.site/Holiday-Rota-3f2a9c0d4e5b6a7c8d9e0f1a2b3c4d5e?pvs=4",
            "https://ourteam.notion.site/3f2a9c0d4e5b6a7c8d9e0f1a2b3c4d5e?v=0a1b2c3d4e5f60718293a4b5c6d7e8f9",
        ),
        check=needs(_hex_token, TAIL_32),
        reads=("URL_RANDOM_FOLDER",),
        source="url",
    ),
    Rule(
        id="URL_CMS_SYSTEM_PATH",
        group=G,
        weight=45,
        description="The link opens a page inside a website's program folders, not a normal page",
        fires=("http://example.com/wp-includes/js/drive", "http://example.com/wp-admin/x/"),
        quiet=(
            "https://example.com/wp-content/uploads/a.jpg",
            "https://example.com/wp-includes/js/a.js",
            "https://example.com/wp-admin/post.php",
        ),
        check=needs(_cms_system, PATH),
        reads=("URL_KIT_FOLDER",),
        source="url",
    ),
    Rule(
        id="URL_WP_CONTENT_PAGE",
        group=G,
        weight=45,
        description="The link opens a page or folder inside WordPress's file store (wp-content)",
        fires=(
            "http://example.com/wp-content/zone/x/processing/index.html",
            "https://example.org/wp-content/uploads/2019/04/bank/office/",
            "http://example.net/blog/wp-content/mara/home.php",
        ),
        quiet=(
            "https://example.com/wp-content/uploads/2024/05/photo.jpg",
            "https://example.com/wp-content/uploads/2024/05/brochure.pdf",
            "https://example.com/wp-content/",
            "https://example.com/blog/2024/05/hello-world/",
        ),
        check=needs(_wp_content_page, PATH),
        reads=("URL_KIT_FOLDER", "URL_CMS_SYSTEM_PATH"),
        category="account",
        source="url",
    ),
    Rule(
        id="URL_PAGE_IN_ASSET_FOLDER",
        group=G,
        weight=35,
        description="A web page hidden inside a folder meant for images, styles or modules",
        fires=(
            "http://example.com/images/x/index.php",
            "http://example.com/css/login.html",
            "http://example.com/wp-content/uploads/2020/05/index.php",
        ),
        quiet=(
            "https://example.com/images/logo.png",
            "https://example.com/news/story.html",
            "https://news.example.com/2002/10/08/business/media/08story.html",
        ),
        check=needs(_page_in_assets, PATH),
        source="url",
    ),
    Rule(
        id="URL_ASSET_FOLDER_ASKED",
        group=G,
        weight=25,
        description="An image, style or script folder opened as a page and handed an address",
        fires=("http://example.com/js/?ref=http://www.example.net/login", "http://example.org/css/?user=a@example.net"),
        quiet=(
            "https://example.com/images/?C=M;O=D",
            "https://example.com/js/?ver=6.4.2",
            "https://example.com/js/?ref=https://www.example.com/cart",
            "https://example.com/uploads/?user=a@example.com",
        ),
        check=_asset_folder_asked,
        category="account",
        source="url",
    ),
    Rule(
        id="URL_PAGE_IN_STATIC_FOLDER",
        group=G,
        weight=10,
        description="The page sits in a folder that should only hold images, styles or scripts",
        fires=("http://example.com/images/x/index.php", "http://example.com/css/login.html"),
        quiet=("http://example.com/modules/x/index.php", "https://example.com/images/logo.png"),
        check=_page_in_static,
        reads=("URL_PAGE_IN_ASSET_FOLDER",),
        source="url",
    ),
    Rule(
        id="URL_DEEP_SCRIPT",
        group=G,
        weight=15,
        description="The link runs a script file deep inside the website's folders",
        fires=("http://example.com/a/b/c/post.php",),
        quiet=("https://example.com/post.php", "https://example.com/a/b/c/page.html"),
        check=needs(_deep_script, PATH),
        source="url",
    ),
    Rule(
        id="URL_ENCODED_SEGMENT",
        group=G,
        weight=20,
        description="Part of the link's path is encoded data rather than a readable name",
        fires=("http://example.com/a/TkRBNE5UTXpNVFl3TlRjPQ==",),
        quiet=("https://example.com/a/readable-name",),
        check=needs(_b64_segment, PATH),
        source="url",
    ),
    Rule(
        id="URL_DOCUMENT_LURE_PATH",
        group=G,
        weight=20,
        description="The link's path names a shared document, mailbox or file service",
        fires=(
            "http://example.com/x/office365/index.php",
            "http://example.com/dropbox/",
            "http://example.com/css/2014googledocs/",
        ),
        quiet=(
            "https://example.com/news/",
            "https://example.com/driver-updates",
            "https://example.com/blog/how-to-share-a-onedrive-folder",
        ),
        check=needs(_doc_lure, PATH),
        category="account",
        source="url",
    ),
    Rule(
        id="URL_USER_FOLDER",
        group=G,
        weight=15,
        description="The page sits in a personal folder (~name) of a shared server",
        fires=("http://example.com/~user/login.html",),
        quiet=("https://example.com/user/",),
        check=needs(_tilde, PATH),
        source="url",
    ),
)
