"""Credentials by kind, whatever the value's shape: a value after a credential's *label*, on a
command line by its *flag*, beside a *login* word as a user-password pair, in a *tag* of a
config file, and as the *answer* to a question about one.

The other rules (``redact``, ``passwords``) take a value that looks the part — letters with
digits or marks. A label says what its value is, so here the value is taken whatever it is
made of ("the password is marlinfish", "пароль — ласточка", "mdp tournesol") unless it is a
word prose puts after a label without giving one ("is required", "is in the vault",
"password: str" — ``secret_values.ordinary``), a pointer or a placeholder ("$DB_PASS",
"<password>", a URL or a path), or code. A *hint*, a reset page, a password manager's name
stay as written: the label is followed by what it names ("password hint is …", "password
manager: …"), never by a separator.

Labels are read in the languages the product claims, each with its own "is" (``ist``,
``lautet``, ``est``, ``es``, ``é``, ``è``, ``är``, ``это``, ``to``…). ``find_labelled``
yields ``(kind, start, end)`` spans; ``redact.find_secrets`` runs it beside its other rules.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from .secret_values import (
    SPELT_DIGITS,
    hinted,
    names_a_field,
    ordinary,
    passphrase,
    placeholder,
    prose_token,
    sample,
    strong_password,
    ticket,
)

Found = tuple[str, int, int]  # (kind, start, end)


def _slips(word: str) -> list[str]:
    """``word`` as a hurried typist writes it: a letter dropped, doubled, or two swapped
    (never the word itself, never its plural)."""
    out = {word[:i] + word[i + 1 :] for i in range(1, len(word))}
    out |= {word[:i] + word[i + 1] + word[i] + word[i + 2 :] for i in range(1, len(word) - 1)}
    out |= {word[:i] + word[i] + word[i:] for i in range(1, len(word))}
    return sorted(out - {word, word + "s"}, key=len, reverse=True)


# A password's label, in the languages read. "pass" and "clave" only with a separator (see
# ``_LOOSE``); a password manager's "master" only after the manager's name.
_LABEL = re.compile(
    r"(?i)(?<![\w./$])(?<![^\w\s]-)(?<!\s-)("
    r"(?:keepass(?:xc)?|1password|bitwarden|lastpass|dashlane|keeper|enpass|proton\s?pass)"
    r"\s+master(?:\s+(?:password|passwort|pw|pwd|pass|key|passphrase))?|"
    r"master\s+(?:password|passwort|pw|pwd|passphrase)|"
    r"(?:wlan|wifi|wi-fi|wpa2?|network|netzwerk)[\s-]?"
    r"(?:schlüssel|key|password|passwort|kennwort|pass|pw|code|salasana|şifresi|sifresi)|"
    # Misspelt as typed ("passwrod"), German compounds ("Händlerpasswort"), a login's pass.
    r"pass(?:wrod|owrd|sword)|pasword|[a-zäöüß]{3,}(?:passwort|kennwort)|"
    # Written with digits or signs for letters ("p4ssw0rd", "passw0rd", "pa$$word").
    r"(?=p\S{7}(?![\w$@-]))(?=\S*[04@$5])p[a4@][s5$][s5$]w[o0]rd|"
    r"(?:account|login|portal)\s+pass(?=\s)|pre-?shared\s+key|psk|requirepass|masterauth|"
    # Forms a value follows without a word between ("s heslem X", "з паролем X").
    r"heslem|паролем|l(?:ö|o)sen(?=[\s:：])|ww|api\s*키|palavra-passe|(?<!kata\s)sandi|"
    r"cl(?:é|e)\s+de\s+s(?:é|e)curit(?:é|e)(?:\s+wi-?fi)?|cl(?:é|e)\s+wi-?fi|"
    r"(?:encryption|disk|vault|wallet|backup|unlock)\s+(?:pass\s?)?phrase|"
    # A secret code by that name ("secret code", "codice segreto", "Geheimcode").
    r"secret\s+code|codice\s+segreto|c(?:ó|o)digo\s+secreto|code\s+secret|geheimcode|"
    r"pass\s?phrase|passcode|password|passwort|passwd|pword|pwd|pw|p/w|pass|kennwort|"
    r"mot\s+de\s+passe|mdp|contrase(?:ñ|n)a|clave|senha|wachtwoord|has(?:ł|l)o|"
    r"l(?:ö|o)senord(?:et)?|salasana(?:ni|si)?|parola(?:\s+d'ordine|m[ıi]?|n|s[ıi])?|"
    r"(?:ş|s)ifre(?:si|mi|m|n)?|"
    r"jelsz(?:ó|o)|"
    r"adgangskode|adgangskoden|kodeord(?:et)?|passord(?:et)?|heslo|parol(?:ă|a)|"
    r"κωδικός(?:\s+πρόσβασης)?|συνθηματικό|пароль|m(?:ậ|a)t\s+kh(?:ẩ|a)u|"
    # Hebrew writes "that", "and", "in", "to" as a letter before the word ("שהסיסמה").
    r"kata\s+sandi|و?كلمة\s+(?:المرور|السر)|[שוכבלמ]?ה?סיסמ(?:ה|א)|"
    r"رمز\s+عبور|گذرواژه|پسورد|الرقم\s+السري|"
    # Hausa, Yoruba (with its tones or without).
    r"kalmar\s+sirri|(?:ọ̀rọ̀|oro)\s+(?:aṣínà|asina)|(?<=\bla\s)contra(?=\s+del?\s)|"
    # Swahili, Malay, Afrikaans, Zulu; Catalan, Galician, Basque; the South Slavic and
    # Bulgarian; Baltic and Icelandic; Welsh, Irish, Albanian; Azerbaijani; Kazakh.
    r"nenosiri|kata\s+laluan|wagwoord|i?phasiwedi|contrasenya|contrasinal|pasahitza|"
    r"lozink[ae]|лозинк[аеу]|geslo|парола(?:та)?|slaptažodis|salasõna|lykilorð(?:ið)?|"
    r"cyfrinair|pasfhocal|fjalëkalim(?:i)?|şifrə(?:si)?|құпия\s+сөз(?:і)?|"
    r"parole(?=\s+(?:[\w-]+\s+){0,3}?(?:ir|:))|"
    # Bengali, Urdu, Tamil, Georgian, Armenian.
    r"পাসওয়ার্ড|پاس\s*ورڈ|கடவுச்சொல்|პაროლი|գաղտնաբառ(?:ը)?|"
    # One slip of the keys in "password" or "passwd" ("psasword", "pasword", "paswd").
    + "|".join(_slips("password") + _slips("passwd"))
    + r"|psw|mk|و?باسورد|कूटशब्द|"
    # Keys and tokens by their names (``TOKEN_KINDS``).
    r"api[\s_-]?key|x-api-key|access[\s_-]?token|auth(?:entication)?[\s_-]?token|"
    r"bearer\s+token|(?:webhook|client|shared|app|api|jwt|signing)[\s_-]?secret|token|"
    # An API key or an access token in the languages the product reads (French, German,
    # Spanish, Portuguese, Italian, Dutch, Polish, Turkish, Russian, Ukrainian).
    r"cl(?:é|e)\s+(?:d['’]\s*)?api|api[\s-]?schl(?:ü|ue)ssel|clave\s+(?:de\s+)?api|"
    r"chave\s+(?:de\s+|da\s+)?api|chiave\s+(?:dell['’]\s*)?api|api[\s-]?sleutel|klucz\s+api|"
    r"api\s+anahtar(?:ı|i)|ключ(?:\s+api|\s+доступу|\s+доступа)|секретный\s+ключ|"
    r"токен\s+(?:бота|доступа|api)|token\s+de\s+acc?eso|jeton\s+d['’]acc(?:è|e)s|"
    r"codice\s+di\s+accesso|codice\s+d['’]accesso|auth(?:ori[sz]ation)?\s+code"
    r")(?![\w\-]|\.\w)"
    # Scripts written without spaces: the label is glued to what follows.
    r"|(密码|密碼|口令|パスワード|暗証番号|비밀번호|비번|암호|패스워드|暗号化キー|รหัสผ่าน|พาสเวิร์ด|"
    # (An API key, an access token, a passcode, a watchword, a code: Chinese, Japanese.)
    r"(?:api\s?)?密钥|接口密钥|访问令牌|令牌|验证码|APIキー|パスコード|合言葉|"
    # Burmese, Khmer, Lao, Amharic.
    r"စကားဝှက်|ពាក្យសម្ងាត់|ລະຫັດຜ່ານ|የይለፍ\s?ቃል|"
    r"รหัส(?=\s*[:：])|पासवर्ड)"
)
# A network's key label ("WLAN-Schlüssel", "wifi key").
_NETWORK = re.compile(r"(?i)(?:wlan|wifi|wi-fi|wpa2?|network|netzwerk)")


def holds_a_label(text: str) -> bool:
    """Whether ``text`` holds a password's label anywhere (what a table's header needs)."""
    return _LABEL.search(text) is not None or re.search(r"(?i)\b(?:pin|secret)\b", text) is not None


def names_a_password(cell: str) -> bool:
    """Whether ``cell`` (a table's header cell) is a password's label and nothing more, in
    any language read ("Kennwort", "Contraseña", "pw")."""
    found = _LABEL.fullmatch(cell.strip(" *_`"))
    return found is not None and not _TOKEN_LABEL.search(cell)


# Labels that name a key or a token rather than a password (their finding's kind).
_TOKEN_LABEL = re.compile(
    r"(?i)(?<!shared[\s-])key|token|bearer|secret|\bapi|токен|jeton|密钥|令牌|キー"
)  # a PSK is a password
# Labels that are also ordinary words ("pass the salt", "clave primaria"): a separator must
# follow (":", "=", "is"), never a value glued on.
_LOOSE = frozenset({"pass", "clave", "token", "ww", "lösen", "losen", "psk", "mk"})
# Short labels nobody writes in prose about passwords: the value may follow with no
# separator at all ("mdp tournesol pour le NAS", "Bitwarden master pw harborlights").
_TERSE = re.compile(
    r"(?i)^(?:pw|pwd|mdp|pword|.*\bmaster(?:\s+\w+)?|heslem|паролем|requirepass|masterauth|"
    r"(?:account|login|portal)\s+pass)$"
)
# Verbs that hand a label its value with no separator: "uses password tamarind", "log in
# with password X".
_GIVEN = re.compile(
    r"(?i)\b(?:use|uses|used|using|with|via|enter|entered|type|typed|try|tried|has|have|had)"
    r"(?:\s+(?:the|a|my|our|his|her|their))?\s+$"
)
# The separators, in every language read, and "now"/"still" after them.
_SEP = (
    r"(?:=>|->|[:：=]|→|—|–|\s-\s|\be\.\s?g\.(?=\s)|\beg\.(?=\s)|\bis\b|\bwas\b|\bare\b|['’]s\b|\bwill\s+be\b|"
    r"\bha(?:s|ve|d)\s+been\b|\bbecomes?\b|\bbecame\b|"
    r"\b(?:set|changed|updated|reset|rotated|switched)\s+to\b|\bist\b|\blautet\b|\bwar\b|"
    r"\best\b|c'est|\bes\b|\bera\b|\bé\b|\bè\b|\bär\b|\bvar\b|\ber\b|\bjest\b|\bje\b|"
    r"\bэто\b|\beste\b|\bon\b|\bto\b|\blà\b|\badalah\b|\bείναι\b|\bце\b|هي|היא|הוא|คือ|"
    r"\bni\b|\bithi\b|\bés\b|\bје\b|(?<!\w)е(?!\w)|\bir\b|\byw\b|\bná\b|\bështë\b|হলো|՝|"
    r"არის|\bda\b|\bla\b|\bialah\b|\bita\s+ce\b|quedó|គឺ|ແມ່ນ)"
)
_SEP_AT = re.compile(
    r"(?i)\s*" + _SEP + r"(?:\s*(?:now|still|currently|just|simply|jetzt|maintenant|ahora|"
    r"ab\s+heute|ab\s+sofort|seit\s+heute|from\s+today|as\s+of\s+today|desde\s+hoy|"
    r"da\s+oggi|dès\s+aujourd'hui))?"
    r"(?:\s+(?:set|changed|updated|reset|rotated|switched)\s+to)?"
    # After a dash or a colon, the value said as a sentence: "passcode — it's 7Rq2wXk".
    r"(?:(?<=[—–:：-])\s*(?:it['’]s|it\s+is|c['’]est)(?=\s))?"
)
# Separators that are English words too: only after a label of their language ("salasana
# on …", "hasło … to …", "heslo je …").
_FOREIGN_SEP = {
    "on": re.compile(r"(?i)salasana|salasõna"),
    "là": re.compile(r"(?i)m(?:ậ|a)t"),
    "la": re.compile(r"(?i)m(?:ậ|a)t"),
    "ialah": re.compile(r"(?i)kata\s+(?:laluan|sandi)"),
    "adalah": re.compile(r"(?i)kata\s+(?:laluan|sandi)"),
    "ita ce": re.compile(r"(?i)sirri"),
    "quedó": re.compile(r"(?i)contra"),
    "គឺ": re.compile(r"ពាក្យសម្ងាត់"),
    "ແມ່ນ": re.compile(r"ລະຫັດຜ່ານ"),
    "ni": re.compile(r"(?i)nenosiri|aṣínà|asina"),
    "to": re.compile(r"(?i)has[łl]o|пароль"),
    "je": re.compile(r"(?i)heslo|lozink|geslo"),
    "er": re.compile(r"(?i)adgangskode|passord|kodeord|lykilorð"),
    "ir": re.compile(r"(?i)parole"),
    "yw": re.compile(r"(?i)cyfrinair"),
    "da": re.compile(r"(?i)pasahitza"),
}
# A label in English words: words between it and its separator make a sentence about
# passwords, not a value told ("mat khau wifi nha moi la …" is Vietnamese told plainly).
_ENGLISH = re.compile(r"(?i)\b(?:pass(?:word|wd|phrase|code)?|pw|pwd|token|key|secret)\b")
# What a label is about when it is not its value: "password hint is …", "password reset
# link: …", "password manager: Bitwarden".
_ABOUT = frozenset(
    """hint hints clue reminder reset resets manager managers policy policies field fields
    rule rules requirement requirements length strength prompt expiry change changes store
    vault hash hashes hashing format type protected protection less based only recovery
    generator history complexity check validation attempts attempt login page form box
    dialog screen entry input update rotation spray leak breach dump file list link links
    url limit limits count counts budget usage expiry lifetime ttl type types size
    vergessen zurücksetzen ändern réinitialiser oublié restablecer olvidada redefinir
    esquecida hinweis hinweise indice pista dica""".split()
)
ABOUT = _ABOUT  # for the other rules that read a label's next word
# A value: quoted (spaces and all), else one token.
_VALUE = re.compile(
    r"\"([^\"\n]{1,80})\"|“([^”\n]{1,80})”|'([^'\n]{1,80})'|`([^`\n]{1,80})`|"
    r"«\s?([^»\n]{1,80}?)\s?»|(\S+)"
)
_BARE = 6  # the group of a value written bare (not quoted)
# Words that may stand between a label and its separator ("password for the old jenkins box
# is …", "Kennwort vom Admin-Konto: …", "Wi-Fi password (5GHz): …").
_BETWEEN_WORDS = 8
# A clause ends at a line's end, a semicolon, or a full stop that is not an abbreviation's.
_ABBREVIATION = re.compile(
    r"(?i)(?:^|\s|\()(?:e\.g|i\.e|approx|etc|vs|no|nr|dr|mr|mrs|ms|st|srv|acct|n\.b|p\.m|a\.m|"
    r"incl|min|max|ca|cf|resp|z\.b|d\.h|u\.a|[a-z])$"
)
# Units after a number: "the password is 12 characters long" gives no password.
_UNIT = re.compile(
    r"(?i)\s*(?:characters?|chars?|digits?|letters?|symbols?|words?|long|days?|hours?|weeks?|"
    r"months?|years?|minutes?|seconds?|times?|attempts?|tries|mal|caract[eè]res|zeichen|"
    r"символов|znak[oó]w|%)\b"
)
# A clause that goes on after a participle or an adverb ("is printed on the router
# label", "is encoded correctly"): the word was said of the password, it is not one.
_GOES_ON = re.compile(
    r"(?i)\s+(?!(?:now|still|again|too|btw|lol|ok|okay|thanks|pls|please)\b)[a-z]"
)
# A label inside code, markup or a URL is a name there, not a label in prose (the
# assignment rules of ``redact`` read code): "user.password", "'password'", "`password`",
# "user:password@host", "<password>".
_IN_CODE_BEFORE = re.compile(r"[.`'\"\[({$_@:/\\<-]$")
_IN_CODE_AFTER = re.compile(r"[`\"@>\]]|'(?!s\b)")
# After a value, words that make it a verb or an adverb in a sentence ("**Password**:
# Validate the field", "is generally not recommended"), not the password.
_SENTENCE_GOES_ON = re.compile(
    r"(?i)\s+(?:the|a|an|your|its|their|our|my|this|that|these|those|whether|if|to|whose|"
    r"which|not|no|be|is|are|was|were|it|them|all|any|each|every|how|what)\b"
)
_PARTICIPLE = ("ed", "ing", "ly")
# English verbs that link a label to what is said of it ("is refreshed", "was found").
_COPULA = frozenset("is was are will has have had becomes became".split())
_GOES_ON_ANY = re.compile(
    r"(?i)\s+(?!(?:now|still|again|too|btw|lol|ok|okay|thanks|pls|please)\b)[\w`'\"]"
)
# A label that ends its line (bare, or with a separator), then one token alone on a later
# line: "Password\n\n  velvet.thunder.09", "User: ok the password is\nUser: driftwood5".
_LINE_END = re.compile(
    r"(?i)[ \t]*([:：=]|\bis\b|\bwas\b|->|→|—)?[ \t*]*\n(?:[ \t]*\n)?[ \t]*"
    r"(?:[\w .'-]{1,20}:[ \t]*)?(?!```)(\S{3,64})[ \t]*(?:\n|$)"
)
# Verbs before "to" that make it a separator: "I changed the pw to glasswing".
_CHANGED = re.compile(r"(?i)\b(?:changed?|set|reset|updated?|rotated?|switched)\b")


def _clause(text: str, start: int, limit: int = 160) -> str:
    """``text`` from ``start`` to the end of its clause (at most ``limit`` characters)."""
    tail = text[start : start + limit]
    for n, ch in enumerate(tail):
        if ch in "\n;":
            return tail[:n]
        if ch in ".!?" and (n + 1 == len(tail) or tail[n + 1].isspace()):
            if ch == "." and _ABBREVIATION.search(tail[:n]):
                continue
            return tail[: n + 1] if ch == "." else tail[:n]
    return tail


# A part a variable's name has and a password seldom does ("hashed_pw", "new_pass").
_CODE_PART = re.compile(
    r"(?i)(?:^|_)(?:pw|pwd|pass|passwd|password|hash|hashed|token|secret|key|user|name|env|"
    r"config|var|val|value|new|old|tmp|my|db|id|str|input)(?:_|$)"
)
_CLASSES = (r"[a-z]", r"[A-Z]", r"\d", r"[^A-Za-z\d/]")
_EMAIL = re.compile(r"^[\w.+-]+@[\w-]+(?:\.[\w-]+)+$")


def value_ok(value: str) -> bool:
    """A value a label gives, of any shape: not a placeholder or a pointer ("<password>",
    "$DB_PASS", "${X}"), a URL, a path, an address, code ("getpass()", "request.form",
    "hashed_pw", "newPassword"), a sample ("password123", "testpass") or a word prose puts
    there ("required", "the")."""
    # Capitals with a digit, no "_" ("V7QMZ2HP", "F2BBBBBCD"): a code, not a variable's name.
    code = re.fullmatch(r"(?=\D*\d)[A-Z0-9]{6,}", value) is not None
    if len(value) < 3 or (placeholder(value) and not code and not _angled_password(value)):
        return False
    if ordinary(value) or sample(value):
        return False
    if value.startswith(("$", "%", "/", "~", "./", "\\", "{{", "-", "*", ":", "@", "#")):
        return False
    if "://" in value or _EMAIL.match(value):
        return False
    if "/" in value and sum(map(bool, (re.search(p, value) for p in _CLASSES))) < 3:
        return False  # "27017/mydatabase", "role/EcsTaskRole": a path, not a password
    if re.search(r"[()\[\]{}<>]", value) and not _bracketed_password(value):
        return False  # code, or markup
    letters = re.sub(r"[_.]", "", value)
    identifier = letters.isascii() and letters.isalpha() and ("_" in value or "." in value)
    if identifier and ("." in value or _CODE_PART.search(value)):
        return False  # an identifier: hashed_pw, DB_PASS, request.form
    # lowerCamel letters only: a variable's name (newPassword, userPass), not a password.
    return not (value.isalpha() and value[0].islower() and any(c.isupper() for c in value))


def _angled_password(value: str) -> bool:
    """A password with a word in angle brackets inside it ("kiwi<banana>7"), not a template's
    slot ("pypi-<token>", "<password>"): it opens with no bracket, is a bracketed password,
    and what the brackets hold is no placeholder's word."""
    inside = re.findall(r"<([^<>]*)>", value)
    return (
        not value.startswith("<")
        and _bracketed_password(value)
        and bool(inside)
        and not any(placeholder(word) or not word.isalnum() for word in inside)
    )


def _bracketed_password(value: str) -> bool:
    """Whether a value with brackets in it is a password ("pa(ss)word9Q", "Sun[flower]88",
    "abc{defgh12}"), not code or markup: letters and a digit, the brackets paired, none
    empty ("getpass()"), and no dot, quote, "=", "$" or slash (a call, an index, a template,
    a path)."""
    if not (any(c.isdigit() for c in value) and any(c.isalpha() for c in value)):
        return False
    if re.search(r"[.'\"=$/\\]|\(\)|\[\]|\{\}|<>", value):
        return False
    return all(value.count(a) == value.count(b) for a, b in ("()", "[]", "{}", "<>"))


_CLOSERS = {")": "(", "]": "[", "}": "{", ">": "<"}


def _take(raw: re.Match[str], base: int) -> tuple[int, int, str]:
    """The span and text of a value token found at ``base`` + its match. (A bracket that
    closes one the value opened is the value's own: "abc{defgh12}".)"""
    group = next(n for n in range(1, _BARE + 1) if raw.group(n) is not None)
    value = raw.group(group)
    start = base + raw.start(group)
    if group == _BARE:
        lead = len(value) - len(value.lstrip("(*_[<«\"'"))
        value = value[lead:]
        while value and value[-1] in ".,;:!?)]}>»*_\"'":
            opener = _CLOSERS.get(value[-1])
            if opener and value.count(opener) >= value.count(value[-1]):
                break
            value = value[:-1]
        start += lead
    return start, start + len(value), value


def quoted_ok(value: str) -> bool:
    words = value.split()
    if len(words) == 1:
        return value_ok(value) or (value.isdigit() and len(value) >= 4)
    return len(words) <= 8 and not placeholder(value) and not _LABEL.search(value)


def _sep_allowed(said: str, name: str, text: str, label: re.Match[str], pos: int) -> bool:
    """Whether separator ``said`` may follow label ``name``: a word that is English too
    ("on", "to") only after a label of its own language, or "to" right after a label a
    change verb precedes ("I changed the pw to …")."""
    foreign = _FOREIGN_SEP.get(said)
    if foreign is None or foreign.match(name):
        return True
    before = text[max(0, label.start() - 30) : label.start()]
    return said == "to" and pos == 0 and _CHANGED.search(before) is not None


# Words that hedge what follows them, never a value of their own.
_HEDGE = re.compile(
    r"(?i)(?:approx\.?|approximately|e\.\s?g\.?|eg\.|i\.\s?e\.?|ie\.|roughly|probably|"
    r"maybe|perhaps|something like|smth like|sth like)[ \t]+(?=\S)"
)
_DIGIT_GROUPS = re.compile(r"(?:[ -]\d{3,6})+(?![\w-])")


_SPELT_DIGITS = re.compile(r"(?i)" + SPELT_DIGITS)
# A value spelt out one character at a time, as read aloud or copied from a form
# ("password: P x 7 q L 9 w Z"): six or more single characters, a space between each.
_SPELT_CHARS = re.compile(r"(?:[^\s.,;] ){5,}[^\s.,;](?![^\s.,;!?])")
# Words to the clause's end (a full stop or a "!" may close it).
_WORDS_TO_END = re.compile(r"([A-Za-z]+(?:[ \t]+[A-Za-z]+)*)[ \t]*[.!]?[ \t]*$")


def _value_at(
    clause: str, at: int, base: int, verbal: bool = False, copula: bool = False
) -> tuple[int, int] | bool | None:
    """The span (in the text) of an acceptable value starting at ``at`` in ``clause``;
    ``False`` when a quoted value stands there and is refused (then it was the value, and no
    later separator gives another)."""
    # Spaces, and the markdown a label is set in ("**Password:** `Cobalt-Ridge`").
    if re.match(r"[ \t]*(?:\*{3,}|[•●]{3,})", clause[at:]):
        return False  # a mask ("********"): the value is hidden, no later word is it
    at += len(clause[at:]) - len(clause[at:].lstrip(" \t*_"))
    # A hedge before the value is how it was told ("is approx. lemonrind", "e.g.
    # marlinfish"): the value is the word after it.
    hedge = _HEDGE.match(clause, at)
    at = hedge.end() if hedge else at
    raw = _VALUE.match(clause, at)
    if raw is None or (raw.group(_BARE) or "").startswith("<"):
        return None  # none, or a stand-in to fill ("Passwort: <hier eintragen>")
    if raw.group(_BARE) is not None:
        # Digits said as words ("is four seven two nine"), or a passphrase of plain words
        # to the clause's end after "is" ("is purple elephant dances quietly", where
        # "passwd: all authentication tokens updated" is a tool's report): the run is the
        # value.
        spelt = _SPELT_DIGITS.match(clause, at) or _SPELT_CHARS.match(clause, at)
        if spelt:
            return base + at, base + spelt.end()
        run = _WORDS_TO_END.match(clause, at) if copula else None
        if run and passphrase(run.group(1).split()):
            return base + at, base + at + len(run.group(1))
    start, end, value = _take(raw, base)
    if _accept(value, raw, clause, end - base, verbal, copula):
        if value.isdigit():
            # A key written in groups ("4821 7730 9915 2264 3307") is one value.
            groups = _DIGIT_GROUPS.match(clause, end - base)
            end += groups.end() - groups.start() if groups else 0
        return start, end
    if raw.group(_BARE) is None or placeholder(raw.group(_BARE).rstrip(".,;:!?)")):
        return False  # a quoted value refused, or a mask ("********"): no later value
    return None


# What may open the words between a label and its separator beyond the first: what it
# opens ("for the old jenkins box", "vom Admin-Konto", "для роутера"), an aside (", i.e.
# the one on the sticky note,"), a relative clause ("you need for the printer").
_OPENS_BETWEEN = re.compile(
    r"(?i)\s*(?:[,(]|(?:for|to|of|on|at|from|in|with|für|vom|von|zum|zur|pour|de|del|du|des|"
    r"do|da|di|della|van|voor|bij|för|till|til|для|от|до|від|на|к|в|у|с|od|per|para|fürs|zum|you|i|"
    r"na|pro|ke|ku|za|pentru|la|ya|kwa|vir|ar|don|að|"
    r"akun|untuk|buat|dari|"
    r"we|they|that|"
    r"which|he|she)\b)"
)
# (A time's colon is no separator: "open 05:30-23:00" is one word.)
_WORD = re.compile(r"\s*(?:\([^)\n]{0,30}\)|\d{1,2}:\d{2}\S*|[^\s:：=→]+)")


def _glued_script(text: str, label: re.Match[str], kind: str) -> Iterator[Found]:
    """A label of a script written without spaces, its particle or colon, then the value:
    "รหัสผ่านคือ tomyum55", "密码是 …"."""
    tail = re.match(
        # (Thai runs its words together: "รหัสผ่านอีเมลบริษัทคือ …", the password of the
        # company's mail is …; "…เซิร์ฟเวอร์เป็น …", the server's … to be ….)
        r"\s*(?:[\u0e00-\u0e7f]{0,24}?(?:คือ|เป็น)|是|改成|改为|换成|設成|设为|は|는|은|를|을|:|：|=|है)\s*"
        r"|\s+",
        text[label.end() :],
    )
    if tail is None:
        return  # "密码错误", "パスワードを忘れた": the label and the sentence's words
    at = label.end() + tail.end()
    raw = _VALUE.match(text, at)
    spaced = not tail.group(0).strip()
    if raw is None:
        return
    word = raw.group(0).rstrip("。、.,")
    # After a particle, a value in Latin letters ("パスワードは90日ごとに…" is a sentence);
    # after a space alone, one with a digit ("邮箱密码 月亮湾88").
    if (word.isascii() and not spaced) or (spaced and any(c.isdigit() for c in word)):
        start, end, value = _take(raw, 0)
        if _accept(value, raw, text, end):
            yield kind, start, end


def _after_label(text: str, label: re.Match[str]) -> Iterator[Found]:
    name = (label.group(1) or label.group(2)).lower()
    if re.search(r"\|[ \t*_`]*$", text[: label.start()]) and re.match(
        r"[ \t*_`]*\|", text[label.end() :]
    ):
        return  # a table's cell that is the label alone: its column is read by _table_column
    kind = "api-key" if _TOKEN_LABEL.search(name) else "password"
    if hinted(text, label.start(), label.start()):
        return  # "the hint for that password is …"
    # "Admin-Passwort:", "WLAN-Passwort": a word and a hyphen, not "your-rds-password".
    compound = re.search(r"(?:^|\s)[^\W\d_]+-$", text[max(0, label.start() - 30) : label.start()])
    if (
        _IN_CODE_BEFORE.search(text, max(0, label.start() - 1), label.start()) and not compound
    ) or _IN_CODE_AFTER.match(text, label.end()):
        return  # a name in code or a URL: user.password, "password":, `password`, :password@
    if names_a_field(text, label.start(), label.end()):
        return  # "vault kv get -field=password secret/db"
    if ticket(text, name, label.start(), label.end()):
        return  # "day pass: £45", "boarding pass: seat 14C": a ticket, not a password
    if label.group(2) is not None:
        yield from _glued_script(text, label, kind)
        return
    clause, base = _clause(text, label.end()), label.end()
    first = re.match(r"\s*['\"`]?([\w-]+)", clause)
    if re.search(r"(?i)palabras?\s+$", text[max(0, label.start() - 10) : label.start()]):
        return  # "la palabra clave": a keyword
    if first and (first.group(1).lower() in _ABOUT or hinted(clause, 0, first.end())):
        return  # "password hint is …", "password manager: …"
    below = _LINE_END.match(text, label.end())
    line_start = text.rfind("\n", 0, label.start()) + 1
    heading = not text[line_start : label.start()].strip(" \t*#-_>")
    if below is not None and name not in _LOOSE and (below.group(1) or heading):
        # The label ends its line ("Password:", "ok the password is", a heading) and the
        # value stands alone on the next line, a speaker's name before it or not.
        value = below.group(2).strip("`*\"'")
        at = below.start(2) + below.group(2).index(value[:1]) if value else 0
        code = value.endswith(":")  # "else:", "remoteRef:": the next line of code
        if value and not code and (value_ok(value) or (value.isdigit() and len(value) >= 4)):
            yield kind, at, at + len(value)
        return
    glued = _TERSE.match(name) or (
        name not in _LOOSE and _GIVEN.search(text, max(0, label.start() - 30), label.start())
    )
    if glued and _SEP_AT.match(clause) is None:
        # "mdp tournesol", "master pw harborlights": a terse label's value, glued.
        span = _value_at(clause, 0, base)
        if isinstance(span, tuple):
            yield kind, *span
            return
    strong = re.match(r"\s+(\S+)", clause) if name not in _LOOSE else None
    if strong and not _SEP_AT.match(clause):
        # No separator, but a value no word is made like right after it ("passwrod
        # Soccer&Pizza12").
        value = strong.group(1).rstrip(".,;!?)")
        made = any(c.isdigit() for c in value) and not re.search(r"[*_`:]$", value)
        # A network's key is often the sticker's long number ("WLAN-Schlüssel 8228…").
        sticker = _NETWORK.match(name) is not None and re.fullmatch(r"\d{10,}", value)
        if made and (strong_password(value) or sticker) and "/" not in value and value_ok(value):
            yield kind, base + strong.start(1), base + strong.start(1) + len(value)
            return
    # A separator within a few words, its value right after; the first that holds one wins.
    pos, relaxed = 0, False
    for _ in range(_BETWEEN_WORDS + 1):
        sep = _SEP_AT.match(clause, pos)
        if sep is not None:
            said = (sep.group(0).split() or [""])[0].lower()
            # After words of its own, a foreign label takes only a colon or its own
            # language's "is" ("Lykilorðið að … er …").
            own = _FOREIGN_SEP.get(said)
            plain = (
                said in (":", "：", "=", "՝") or not said.isascii() or bool(own and own.match(name))
            )
            if _sep_allowed(said, name, text, label, pos) and (plain or not relaxed):
                verbal = said[:1].isalpha() or said[:1] in "'’"
                copula = said in _COPULA or said[:1] in "'’"
                if name == "token" and (said[:1].isalpha() or said[:1] in "'’"):
                    break  # "the token is …" is said of tokens; a token's value takes ":"
                span = _value_at(clause, sep.end(), base, verbal, copula)
                if span is False:
                    return
                if isinstance(span, tuple):
                    value = text[span[0] : span[1]]
                    if re.match(r"\s*>\s", text[span[1] : span[1] + 3]):
                        return  # "mot de passe : Paramètres > Sécurité": a menu's path
                    if value.isalpha() and text[span[1] : span[1] + 1] == "?":
                        return  # "… and which one is safer?": a question's word, no value
                    if name == "token" and not any(c.isdigit() for c in value):
                        return  # "token: string", "token = await …": code's words
                    if kind == "api-key" and value.isdigit():
                        return  # "token limit: 4096" and the like: a number, no token
                    yield kind, *span
                    return
        word = _WORD.match(clause, pos)
        if word is None or word.end() == pos or word.group(0).endswith("?"):
            break  # the clause's end, or a question ("what's the wifi password?")
        if pos > 0 and not _OPENS_BETWEEN.match(clause):
            if name.isascii() and _ENGLISH.search(name):
                break  # "access token always has the right permissions is …": a sentence
            relaxed = True  # "كلمة المرور لحساب البنك هي …": only a mark or its own script's "is"
        pos = word.end()


def _accept(
    value: str,
    raw: re.Match[str],
    clause: str,
    end: int,
    verbal: bool = False,
    copula: bool = False,
) -> bool:
    """A value after a label: quoted, a few words; a number, not a length; else any
    token ``value_ok`` takes."""
    if raw.group(_BARE) is None:
        return quoted_ok(value)
    if value.isdigit():
        return len(value) >= 4 and _UNIT.match(clause, end) is None
    digits = any(c.isdigit() for c in value)
    if (
        digits
        and strong_password(value.rstrip(".,;"))
        and "/" not in value
        and not placeholder(value)
    ):
        return value_ok(value)  # "s heslem Kava!Praha21 a …": no sentence's word is made so
    if copula and len(value.rstrip("!")) == 2 and not value.isalpha() and not value.isdigit():
        return not placeholder(value)  # "the pw for the demo tablet is q7"
    participle = value.isalpha() and value.islower() and value.endswith(_PARTICIPLE)
    # "is read from the MYSQL_PWD env var", "is kept in the vault": a passive, said of it.
    passive = re.match(r"\s+(?:from|by|via|through|into|in|out\s+of)\b", clause[end:])
    if copula and value.isalpha() and value.islower() and passive:
        return False
    if participle and copula:
        return False  # "the token is refreshed", "is happening": said of it, not its value
    if value.isalpha() and value.endswith(_PARTICIPLE) and _GOES_ON.match(clause, end):
        return False  # a participle the clause goes on from: "is printed on the label"
    if not verbal and _SENTENCE_GOES_ON.match(clause, end):
        return False  # "Validate the password field", "generally not recommended"
    if not verbal and value.isalpha() and value[0].isupper() and _GOES_ON_ANY.match(clause, end):
        return False  # "**Bearer Token**: Replace `…` with yours": a sentence's verb
    return value_ok(value)


# A command's or a pair's value: quoted (spaces and all), or one token.
ARG = r"(?:\"([^\"\n]{3,128})\"|'([^'\n]{3,128})'|([^\s'\"]{3,128}))"


# "log in with admin and Falc0nEye", "sign in as ops / …": a user, then the password.
_LOGIN_WITH = re.compile(
    r"(?i)\b(?:log|sign)\s?in\s+(?:with|as|using)\s+(?:user(?:name)?\s+)?[`'\"]?[\w.@+-]{2,40}"
    r"[`'\"]?\s*(?:\s(?:and|&)\s+(?:(?:the\s+)?(?:password|pw|pass)\s+)?|[/,]\s*)" + ARG
)
# Login pairs: a login word, a user, then "/" or ":" and the password.
_PAIR = re.compile(
    r"(?i)\b(?:login|logins|creds?|credentials|account)(?![\w-])[^\n.;:/\"'=`]{0,60}?"
    r"(?:\s+(?:is|are|was)\s+|\s*[:-]\s*|\s+)"
    r"[`'\"]?(?:[\w.@+\\-]{2,40})[`'\"]?(?:\s+/\s+|:)(?![/\d])[`]?" + ARG
)
_ACCOUNT_SLASH = re.compile(
    r"(?i)(?<![\w/.\-])(?:admin|administrator|root|sa|postgres|ubuntu|pi|deploy|guest|ops|"
    r"operator|superuser|user)\s*/\s*([^\s/,;]{4,64})(?=[\s,;]|$)"
)
_USER_PASS = re.compile(
    r"(?i)(?<![\w.])(?:(?:user(?:name)?|login)\s*[:=]?\s*(\w[\w.@\\-]{1,39})(?:\s*,\s*|\s+)"
    # (Without a separator the value follows on the label's line: "User\tDB password" over
    # a sheet's rows is a header, its next line no value.)
    r"(?:password|pass|pw|pwd)\b(?:\s*[:=]\s*|[ \t]+)|"
    r"u:\s*([\w.@\\-]{2,40})(?:\s*[/,]\s*|\s+)p:\s*)" + ARG
)
# A question about a password, then its answer: "Q: password for grafana? A: …",
# "anyone know the jenkins pass? — yep, it's …".
_ANSWER = re.compile(
    r"(?i)\b(?:password|passwort|pass|pw|pwd|passcode|code|pin)\b[^?\n]{0,60}\?['\"”’]?\s*"
    r"(?:(?:and\s+)?(?:i\s+)?(?:replied|answered|said|wrote)\s*)?"
    r"(?:[<>]\s*|a:\s*|[—–-]\s*)?(?:(?:yes|yep|yeah|sure|ok)[,!.]?\s*)?"
    r"(?:it'?s|it\s+is|that'?s|try|use|a:)?\s*(?:(?:currently|now|still)\s+)?" + ARG
)
# A network's key a few words after its name: "wifi: network BlueHeron, key meadowlark42".
_WIFI_KEY = re.compile(
    r"(?i)\b(?:wi-?fi|wlan|wpa2?|ssid)\b[^\n.;]{0,60}?\b(?:key|code|pass)\b\s*[:=]?\s*" + ARG
)
# The value before its label: "Marigold42 is my gmail password", "X is what I set as the
# router admin password".
_BEFORE_LABEL = re.compile(
    r"(?i)(?<![\w'\"-])([^\s,;:\"'`()]{4,64})\s+(?:is|was)\s+(?:my|the|our|his|her|their|"
    r"what\s+(?:i|we)\s+(?:set|use|used|chose)\s+as\s+(?:my|the|our))\s+(?:[\w.'-]+\s+){0,4}?"
    r"(?:password|passwort|passcode|passphrase|pw|pin)\b"
)
# Words of a sentence about signing in or a password, whatever its labels' place ("I typed X
# as the password", "Use X to get into the CMS", "Is X strong enough for my banking?").
_LOGIN_WORDS = re.compile(
    r"(?i)password|passwort|pass\s?phrase|\bpw\b|\bpwd\b|log\s?in|sign\s?in|get\s+into|"
    r"strong\s+enough|contrase(?:ñ|n)a|senha|mot\s+de\s+passe|wachtwoord|has(?:ł|l)o|пароль|"
    r"parola|kennwort|\bpsw\b|(?:ş|s)ifre|sandi|密码|密碼|パスワード|비밀번호|패스워드|비번|"
    r"كلمة\s+(?:المرور|السر)|باسورد|पासवर्ड|कूटशब्द|m(?:ậ|a)t\s+kh(?:ẩ|a)u|"
    + "|".join(_slips("password"))
)
# A token made as no word is: letters of both cases, a digit and a mark people put in
# passwords (not a path's, an address's or code's).
# (Each look ahead reads no further than the token's 40 characters: unbounded, a long run
# of marks and letters cost time by the square of its length.)
_MADE = re.compile(
    r"(?<![\w@./\\-])(?=\S{0,39}[a-z])(?=\S{0,39}[A-Z])(?=\S{0,39}\d)"
    r"(?=\S{0,39}[!#$%&*?+=~^_])\S{8,40}"
)


def _made_in_a_login_sentence(text: str) -> Iterator[Found]:
    """A value made as no word is (``_MADE``) in a sentence about a password or signing
    in: a password, wherever the sentence puts its label."""
    for token in _MADE.finditer(text):
        # The words around it on its line ("Is X! strong enough …": its "!" ends no
        # sentence of its own).
        line_start = text.rfind("\n", 0, token.start()) + 1
        line_end = text.find("\n", token.end()) % (len(text) + 1)  # -1: the text's end
        near = text[max(line_start, token.start() - 80) : min(line_end, token.end() + 80)]
        # The answer to a question about one on the line before ("what's the root pw?\n
        # I changed it, it's …"; "— Quel est le mot de passe du NAS ?\n— …").
        asked = text[text.rfind("\n", 0, max(0, line_start - 1)) + 1 : max(0, line_start - 1)]
        if asked.rstrip().endswith("?"):
            near = f"{asked}\n{near}"
        value = token.group(0).rstrip(".,;:!?)")
        if not _LOGIN_WORDS.search(near) or re.search(
            r"['\"`(=]|://|^\$|\$\d\w?\$|\$\{|\$[A-Z_]{2}", value
        ):
            continue  # a link, a call, an assignment, a hash ("$2b$12$…"): not said so
        if value_ok(value):
            yield "password", token.start(), token.start() + len(value)


# A sticky note's lines: an address on one line, a strong password alone on the next.
_ADDRESS_THEN = re.compile(
    r"(?m)^[ \t]*[\w.+-]+@[\w-]+(?:\.[\w-]+)+[ \t]*\n[ \t]*(\S{6,64})[ \t]*$"
)
# "My Mistral key is 7QbXh2…": a key's own value, random-looking (``prose_token``).
_KEY_IS = re.compile(r"(?i)\bkey\s*(?:is|:|=)\s*[\"'`]?([A-Za-z0-9_\-]{16,128})")
_TAG = re.compile(
    r"(?i)<(password|passwd|pass|pwd|secret|token|apikey|api_key|passphrase)>"
    r"([^<\n]{3,128})</\1>"
)


# Words that stand where a user's name would and are none: "username and password".
_NOT_A_USER = frozenset(
    """and or the of with for to a an in on at your my our their its this that group name
    names id ids field fields is are was be as via from by""".split()
)


_PAIR_WORDS = (
    ("login", "cred", "account"),
    ("user", "login", "u:"),
    ("wifi", "wi-fi", "wlan", "wpa", "ssid"),
    ("log in", "login", "sign in", "signin"),
)


_CREDS_PAIR = re.compile(
    r"(?i)\b(?:creds?|credentials|login)\s*[:=]\s*([\w.@\\-]{2,40})[ \t]+([^\s,;]{6,64})"
)


def _pairs(text: str, lowered: str) -> Iterator[Found]:
    rules = (_PAIR, _USER_PASS, _WIFI_KEY, _LOGIN_WITH)
    for rule, words in zip(rules, _PAIR_WORDS, strict=True):
        if not any(word in lowered for word in words):
            continue
        for match in rule.finditer(text):
            users = match.groups()[:-3]
            if any(user is not None and user.lower() in _NOT_A_USER for user in users):
                continue  # "username and password combinations": no user named
            at = len(users)
            group = next(n for n in range(at + 1, at + 4) if match.group(n) is not None)
            value = match.group(group).rstrip(".,;:!?)")
            if "::" in value or re.match(r"(?i)(?:aws|iam|arn|urn|s3):", value):
                continue  # "role arn:aws:iam::2895…:role/deployer": a resource's name
            if value.lower() in _ABOUT:
                continue  # "User Host Password hint" (a sheet's header): what it is about
            if value_ok(value) or (value.isdigit() and len(value) >= 4):
                yield "password", match.start(group), match.start(group) + len(value)
    if any(word in lowered for word in ("cred", "login")):
        for match in _CREDS_PAIR.finditer(text):
            # "credentials: bob Vn3Kq8Wp2z": a user, then what only a password looks like.
            value = match.group(2).rstrip(".,;:!?)")
            if strong_password(value) and value_ok(value):
                yield "password", match.start(2), match.start(2) + len(value)
    if "/" not in text:
        return
    for match in _ACCOUNT_SLASH.finditer(text):
        value = match.group(1).rstrip(".,;:!?)")
        if value_ok(value) and any(c.isdigit() for c in value):
            yield "password", match.start(1), match.start(1) + len(value)


# A question about a credential, answered on the next line by the other speaker:
# "Assistant: What password did you set for the keystore?\nUser: hunter2".
_ASKED = re.compile(
    r"(?im)\b(password|passwort|passphrase|passcode|pass|pw|pwd|pin|combination)\b"
    r"[^\n]{0,80}?(?:(\?)|:)?[ \t]*\n(?:(?:\[[^\]\n]{1,12}\]\s*)?[^\n:`]{1,20}:|(?(2)|(?!)))[ \t]*"
    r"(?:(?:ok|okay|sure|yes|yep|yeah)[,.!]?\s+)?(?:((?:it'?s|it\s+is|that'?s|try|use))\s+)?"
    r"(?:\"([^\"\n]{3,80})\"|'([^'\n]{3,80})'|([^\s'\"`]{3,80}(?:[ \t]+[a-z]{2,12}){0,5}))"
    r"(?:[ \t]*$|(?<=[^\s'\"`])(?=[,.;][ \t]))"
)
_ASKING = re.compile(
    r"(?i)\b(?:what|which|need|send|give|share|tell|type|enter|set)\b[^\n]{0,60}\b"
    r"(?:password|passwort|passphrase|passcode|pass|pw|pwd|pin|code|combination|key|token|"
    r"secret)\b|\b(?:password|passphrase|passcode|pin|pw|pass)\s+(?:is|was|:)?[ \t]*$"
)


def _answers(text: str) -> Iterator[Found]:
    for match in _ASKED.finditer(text):
        line = text[text.rfind("\n", 0, match.start()) + 1 : text.find("\n", match.start())]
        asked = _ASKING.search(line) or _ASKING.search(text[match.start() : match.end()])
        if not asked and match.group(3) is None:
            continue  # neither a question about it nor "it's …"
        group = next(n for n in range(4, 7) if match.group(n) is not None)
        value = match.group(group).rstrip(".,;:!?)")
        words = value.split()
        if len(words) > 1 and match.group(1).lower() != "passphrase":
            continue  # a sentence in reply, not a password (a passphrase has words)
        if len(words) > 1:
            ok = all(w.isalpha() and w.islower() for w in words) and not ordinary(words[0])
        else:
            ok = value_ok(value) or (value.isdigit() and len(value) >= 4)
        if ok or (group < 6 and not placeholder(value)):
            yield "password", match.start(group), match.start(group) + len(value)


def find_labelled(text: str) -> Iterator[Found]:
    """Every credential ``text`` gives in prose by a label, a login pair, a config tag or an
    answer (see the module docstring), whatever its value is made of. A rule runs only on
    a text holding one of its words (a substring test costs a fraction of a scan)."""
    lowered = text.lower()
    for label in _LABEL.finditer(text):
        yield from _after_label(text, label)
    yield from _pairs(text, lowered)
    if "\n" in text:
        yield from _answers(text)
    if "?" in text:
        for match in _ANSWER.finditer(text):
            group = next(n for n in range(1, 4) if match.group(n) is not None)
            value = match.group(group).rstrip(".,;:!?)")
            said = text[text.index("?", match.start()) : match.start(group)]
            told = r"(?i)it'?s|it\s+is|a:|that'?s|replied|answered|said|wrote"
            if (match.group(3) is None or re.search(told, said)) and value_ok(value):
                yield "password", match.start(group), match.start(group) + len(value)
    for match in _BEFORE_LABEL.finditer(text):
        # "Security is the password policy's main goal": the label names what is about a
        # password (its policy, its manager), not the password.
        after = re.match(r"[\s'’]*([^\W\d_]+)", text[match.end() :])
        if after and after.group(1).lower().removesuffix("s") in _ABOUT:
            continue
        if value_ok(match.group(1)):
            yield "password", *match.span(1)
    if _LOGIN_WORDS.search(text):
        yield from _made_in_a_login_sentence(text)
    if "@" in text:
        for match in _ADDRESS_THEN.finditer(text):
            if strong_password(match.group(1)) and value_ok(match.group(1)):
                yield "password", *match.span(1)
    for match in _KEY_IS.finditer(text):
        if prose_token(match.group(1)) and not match.group(1).startswith("pk_"):
            yield "api-key", *match.span(1)
    for match in _TAG.finditer(text):
        if value_ok(match.group(2).strip()) or match.group(2).strip().isdigit():
            yield "password", *match.span(2)
