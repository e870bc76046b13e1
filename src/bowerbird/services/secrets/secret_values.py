"""What a value must look like to be taken for a credential, whatever rule found it: not a
placeholder, a pointer or code ("<password>", "${DB_PASS}", "generateToken(user)"), not a
documentation sample ("changeme"), and, for a password, letters mixed with digits or marks.
Shared by the token rules (``redact``), the phrasings of passwords (``passwords``) and the
codes (``codes``)."""

from __future__ import annotations

import math
import re
from collections import Counter

# Not a value but a pointer to one: an environment variable, a template, a placeholder.
_POINTER = re.compile(
    r"^(?:\$|\{\{|%|<|\*{3}|x{3,}$|[A-ZÀ-Þ][A-ZÀ-Þ0-9_]{2,}$|"
    # A reference into a secrets manager ("op://Engineering/Stripe/secret-key").
    r"(?:op|vault|sm|gsm|doppler|bws?|keeper|akv|infisical|secret)://|"
    r"arn:aws:(?:secretsmanager|ssm):|"
    # A secret's name in a manager or a vault ("partner-api-key", "db_password_prod").
    r"(?=[a-z0-9]*[-_])(?:[a-z0-9]+[-_])*"
    r"(?:api[-_]key|key|secret|token|password|passwd|pwd|creds?|credentials)(?:[-_][a-z0-9]+)*$|"
    # A PowerShell cmdlet that asks for it ("Read-Host -AsSecureString"), code not a value.
    r"(?:Read|Get|ConvertTo|ConvertFrom|New|Import)-[A-Z][A-Za-z]+$)"
)


def luhn(digits: str) -> bool:
    total = 0
    for n, d in enumerate(reversed(digits)):
        k = int(d) * (2 if n % 2 else 1)
        total += k - 9 if k > 9 else k
    return total % 10 == 0


# Not a secret but a stand-in for one: "<password>", "${DB_PASS}", "your_password", "***".
_PLACEHOLDER = re.compile(
    r"^(?:<[^>]*>?|\{[^}]*\}|\$\{?[\w.]+\}?|\*+|x{3,}|\.{3,}|"
    # A value masked, whole or in part ("••••••••", "ghp_****…Wq3x", "gsk_...Xq7P"), or
    # written with a run of x's for its body ("whsec_xxxxxxxxxxxx").
    r".*(?:\*{3,}|[•●]{3,}|\.{3}|…|x{6,}).*|"
    # A template's slot inside it ("pypi-<paste token here>", "„<Ihr Passwort>“").
    r".*<[^\W\d_].*|"
    # What a sample file says to replace ("change-me"), and a switch's value ("true").
    r"(?:please[_\-]?)?(?:change|replace|set|update)[_\-]?(?:me|this|it)|todo|tbd|fixme|"
    r"true|false|on|off|yes|no|enabled?|disabled?|null|none|nil|"
    r"(?:my|the|some|new|old)?[_\-]?(?:user(?:name)?|password|passwd|pass|pwd|secret|token|"
    r"key|api[_\-]?key|contrase(?:ñ|n)a|passwort|kennwort|mot[_\-]?de[_\-]?passe|senha|"
    r"wachtwoord|has(?:ł|l)o|пароль|salasana|l(?:ö|o)senord|parola|usuario|benutzer)s?"
    r"(?:[_\-]?here)?|your[\w\-.]*|https?://\S*|"
    # "your …" in the other languages read ("TU_CONTRASEÑA", "VOTRE_MOT_DE_PASSE").
    r"(?:tu|su|votre|ton|ihr|dein|deine|il[_\-]?tuo|seu|sua|jouw|uw)[_\-][\w\-.]+)$",
    re.I,
)
# Code that computes or fetches a value ("generateToken(user)", "process.env.JWT_SECRET",
# "Joi.string()", "hashedPassword"): the name says secret, the value is an expression.
_CODE = re.compile(r"[()\[\]{}]|^[A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)+$|^[A-Za-z_$]+$")


TEMPLATE = re.compile(r"your|x{8,}|0{8,}", re.I)


# Letters a sample password in documentation is made of ("mypassword", "changeme").
SAMPLE = re.compile(r"^[a-z]*(?:password|passwd|changeme|secret|example)[a-z]*$", re.I)


def placeholder(value: str) -> bool:
    """A placeholder or a pointer to a value ("<password>", "${DB_PASS}", "pass"), or one
    cut short on purpose ("sk_test_...")."""
    return bool(_POINTER.match(value) or _PLACEHOLDER.match(value) or value.endswith(("...", "…")))


def stand_in(value: str) -> bool:
    """A placeholder, a pointer to a value, or code — not a credential."""
    return bool(_POINTER.match(value) or _PLACEHOLDER.match(value) or _CODE.search(value))


def prose_token(value: str) -> bool:
    """A token named by its keyword: long, random-looking, with digits."""
    return (
        len(value) >= 16
        and sum(c.isdigit() for c in value) >= 3  # "valid-oauth2-token" is a name
        and any(c.isalpha() for c in value)
        and entropy(value) >= 3.2  # a random 32-digit hex scores 3.4 to 3.9
    )


def strong_password(value: str) -> bool:
    """Three kinds of character of four (lower, upper, digit, symbol): a password, not a
    path segment or a word."""
    return _classes(value) >= 3


def prose_password(value: str) -> bool:
    """A value after "password … is/to" in a sentence: a password-looking word ("bluefalcon77",
    "Tr0ub4dor&3"), never an ordinary word ("changed", "reset", "the") or a number alone."""
    if value.isdigit() or len(value) < 6 or "://" in value or value.startswith("/"):
        return False
    if ordinary(value) or sample(value):
        return False
    return looks_like_password(value) and (any(c.isdigit() for c in value) or not value.isalnum())


def credential_word(value: str) -> bool:
    """What a keyword without "is" ("pw", "pass", "user:…") must be followed by to be taken
    for a password: at least four characters mixing letters with digits or marks, not a
    number, a path or a URL ("pw 8080", "pass /etc/x", "user:https://…")."""
    if len(value) < 4 or value.isdigit() or "/" in value or placeholder(value):
        return False
    if TEMPLATE.search(value) or SAMPLE.search(value):
        return False  # "your_password", "changeme": a documentation sample
    letters = any(c.isalpha() for c in value)
    marks = any(not c.isalnum() and c not in "-_.'\"()[]{}" for c in value)
    return letters and (any(c.isdigit() for c in value) or marks)


def _classes(value: str) -> int:
    return sum(
        (
            any(c.islower() for c in value),
            any(c.isupper() for c in value),
            any(c.isdigit() for c in value),
            any(not c.isalnum() for c in value),
        )
    )


def looks_like_password(value: str) -> bool:
    """ "the password is Tr0ub4dor&3", not "the password is changed every quarter"."""
    classes = sum(
        (
            any(c.islower() for c in value),
            any(c.isupper() for c in value),
            any(c.isdigit() for c in value),
            any(not c.isalnum() for c in value),
        )
    )
    return classes >= 2 and not (value.istitle() and value.isalpha())


def entropy(text: str) -> float:
    """Shannon entropy of ``text`` in bits per character."""
    if not text:
        return 0.0
    counts = Counter(text)
    n = len(text)
    return -sum(c / n * math.log2(c / n) for c in counts.values())


# A name that says where a secret is or how it is shaped, not the secret: a file holding it
# (POSTGRES_PASSWORD_FILE=/run/secrets/pg), its length, its lifetime.
_POINTS_ELSEWHERE = re.compile(
    r"(?i)_(?:FILE|PATH|DIR|URL|NAME|LENGTH|LEN|SIZE|TTL|EXPIRY|EXPIRES|TIMEOUT|ALGORITHM|"
    r"TYPE|HEADER|FIELD|PREFIX|VERSION|COUNT|MIN|MAX|ROTATION|DAYS|HOURS|SECONDS)$"
)


def points_elsewhere(name: str) -> bool:
    """``name`` says where a secret is or what shape it has (``DB_PASSWORD_FILE``,
    ``TOKEN_TTL``): its value is no secret."""
    return bool(_POINTS_ELSEWHERE.search(name))


# Words that follow a credential's label in prose without being its value: what is said
# of a password ("is required", "is in the vault", "is the same as…"), type names and
# variables of code ("password: str", "password = input"), and the same in the other
# languages whose labels are read ("La contraseña es incorrecta", "Passwort vergessen?").
_ORDINARY = frozenset(
    """a an the this that these those it its my our your his her their same other another
    not no none nothing never nobody still now just also only always usually often
    currently already again too very quite really simply actually probably here there
    where what which who how when why whatever and or but so if as at in on of for to by
    from with without via into onto about over under after before since until unless
    than then be been being is are was were will would can could should must may might
    do does did done have has had get got set reset changed change changes changing
    required needed optional mandatory missing empty blank unset unknown hidden shown
    visible masked encrypted hashed salted stored saved kept written printed managed
    shared sent given known listed noted attached included provided generated rotated
    expired expiring expires valid invalid wrong right correct incorrect ok okay fine
    bad good weak strong long short secure insecure safe unsafe simple easy hard complex
    random unique temporary permanent new old default same different case sensitive
    enabled disabled locked unlocked protected incorrectly correctly
    one two three four five six seven eight nine ten twelve first last next previous
    same above below following attached enclosed elsewhere somewhere
    str string int integer bool boolean float none null nil undefined true false yes
    self cls args kwargs value values val data text field fields input output param
    params config settings env os sys request req res response form body payload user
    username users login account admin root guest email mail name names id key keys
    secret secrets token tokens hash pass password passwords passwd pwd pw pin code
    network wifi wlan ssid manager vault keychain keyring file folder page link site
    please thanks thank see check ask use using used same-as e.g i.e etc
    all any some each every both either neither many much more most less few several
    broken down up off out gone lost stolen leaked compromised link url split
    missing pending expiring working changing rotating coming loading failing being
    nothing something everything anything following existing remaining matching
    only really probably actually exactly mostly likely unlikely easily properly
    securely safely publicly locally manually automatically daily weekly monthly yearly
    hourly early sensitive insensitive active inactive effective exclusive positive
    negative alive dangerous obvious various previous useful helpful successful
    revoked blocked updated compromised reused recycled cached logged forgotten ignored
    accepted rejected refused denied checked verified validated confirmed removed deleted
    added copied pasted typed entered displayed exposed committed pushed hardcoded
    configured defined specified documented described mentioned explained based
    protected secured guarded scrambled obscured redacted censored truncated
    limited restricted allowed permitted supported used whether unless although while
    hidden written broken given stolen taken chosen shown known seen proven
    you we they he she me us them him her yours ours theirs mine someone somebody anyone
    await async new function return yield lambda const let var def class import require
    typeof instanceof static public private final
    scaduta scaduto cambiata cambiato nuova nuovo vecchia vecchio valida valido sbagliata
    vanhentunut väärä virheellinen liian lyhyt vaihdettava
    don't doesn't didn't isn't aren't wasn't can't won't shouldn't
    der die das den dem des ein eine einen ist sind war nicht kein keine und oder mit
    für von vom zum zur sehr noch schon falsch richtig korrekt vergessen geändert
    erforderlich ungültig gültig abgelaufen leer geheim
    le la les un une des est sont pas ne et ou avec pour de du au aux faux fausse
    dans sur sous chez par en vers entre derrière devant ici là
    incorrect incorrecte oublié oubliée requis obligatoire vide invalide expiré
    el los las uno una es son no y o con para del al incorrecta incorrecto correcta
    en sobre bajo dentro aquí allí
    correcto olvidada olvidado obligatorio obligatoria vacía vacío inválida inválido
    o os as um uma é são não e ou com do da incorreta incorreto errada errado
    il lo gli è sono non sbagliata sbagliato errata errato
    het een en of niet fout vergeten verkeerd ongeldig
    och inte fel glömt ogiltig
    nie jest to niepoprawne błędne
    не неверный неправильный""".split()
)
# Endings of participles and adjectives ("is expired", "is case-sensitive", "is stored"):
# a password seldom ends so, a statement about one often does.
_ORDINARY_ENDING = re.compile(r"(?:able|ible|tion|sion|ment|less)s?$")


def ordinary(value: str) -> bool:
    """``value`` is a word prose puts after a credential's label, not the credential: a
    function word, something said of a password ("required", "case-sensitive", "in"), a
    type or a variable of code ("str", "input"), in any language whose labels are read."""
    word = value.strip("\"'`*_").rstrip(".,;:!?)]}").lower()
    if not word:
        return True
    parts = [p for p in re.split(r"[-/]", word) if p]
    if parts and all(p in _ORDINARY for p in parts):
        return True
    return word.isalpha() and word.isascii() and bool(_ORDINARY_ENDING.search(word))


# A hint is not the password: "my password hint is 'first dog'", "the hint for that
# password is '…'".
_HINT = re.compile(r"(?i)\b(?:hint|clue|hinweis|indice|pista|dica|подсказка)\b")


def hinted(text: str, start: int, end: int) -> bool:
    """A hint is named between 40 characters before ``start`` and ``end``: what follows
    is a hint about a password, not the password."""
    return bool(_HINT.search(text[max(0, start - 40) : end]))


# What samples in documentation and tests are made of ("password123", "testpass",
# "wrong-password", "my_secure_password", "YOUR_TOKEN_HERE", "abc123").
_SAMPLE_PARTS = re.compile(
    r"(?i)passw(?:or)?d|passwort|secret|test|example|sample|dummy|changeme|placeholder|wrong|"
    r"valid|redacted|foobar|x{4}|token|api[_-]?key|^(?:abc|xyz|foo|bar|baz|qwerty)\d{0,6}$"
)


def names_a_field(text: str, start: int, end: int) -> bool:
    """Whether the credential word at ``start``:``end`` is a flag's value that names a field
    ("vault kv get -field=password secret/db"), not a label: "=" right before it, a space
    after ("--from-literal=password=<pw>" still labels its value)."""
    return text[start - 1 : start] == "=" and text[end : end + 1] in (" ", "\t")


# Words a sample may have besides its sample words ("my_secret_password", "new-token-here").
_SAMPLE_FILLER = re.compile(
    r"(?i)my|the|a|here|new|old|bad|good|some|super|secure|strong|weak|pass|pw|pwd|user|admin|"
    r"abc|xyz|foo|bar|baz|qwerty|api|key|demo|fake|mock|stub|invalid|in|is|not|correct|"
    r"incorrect|str|string|value|[a-z]"
)


def sample(value: str) -> bool:
    """``value`` is made of the words samples are ("password123", "Test1234!",
    "my_secure_password", "YOUR_TOKEN_HERE"): a value in documentation or a test, not
    somebody's credential. Made of them only: a password holding such a word beside others
    ("tokenizer7", "Contest2024", "mysecretgarden") is somebody's. The word "password"
    itself still makes one ("myredispassword", "hashedPassword123")."""
    if TEMPLATE.search(value) and not re.search(r"[a-z]{4,}", TEMPLATE.sub("", value).lower()):
        return True
    if not _SAMPLE_PARTS.search(value):
        return False
    if re.search(r"(?i)passw(?:or)?d|passwort", value):
        return True  # "myredispassword", "securePassword123": what documentation writes
    rest = _SAMPLE_PARTS.sub(" ", TEMPLATE.sub(" ", value))
    words = re.findall(r"[^\W\d_]+", rest)
    return all(_SAMPLE_FILLER.fullmatch(w) for w in words)


# A pass that is a ticket: what it lets one into or onto, said before it.
_TICKET = re.compile(
    r"(?i)\b(?:day|season|boarding|ski|lift|bus|rail|train|travel|annual|weekly|monthly|gym|"
    r"visitor|guest|press|parking|backstage|festival|museum|family|hall|free|weekend|"
    r"all[\s-]access|multi[\s-]day|park)[\s-]+[\"']?$"
)


# A price said of a "pass" ("the five-day lesson pass is £180", "pass: 40 euros"): what it
# costs, whatever kind of pass it is; a password would go on past the figure ("£180x!").
_PRICED = re.compile(
    r"(?i)\s*(?:[:=]|\bis\b|\bwas\b|\bcosts?\b|\bwill\s+be\b)\s*(?:now\s+|only\s+|just\s+)?"
    r"(?:[£$€¥]\s?\d[\d,]*(?:\.\d{1,2})?k?|\d[\d,]*(?:\.\d{1,2})?\s?"
    r"(?:pounds?|quid|dollars?|euros?|p|gbp|usd|eur)\b)(?=[\s.,;:!?)]|$)"
)


def ticket(text: str, name: str, start: int, end: int | None = None) -> bool:
    """Whether ``name`` at ``start`` (ending at ``end``) is a ticket's "pass" ("day pass:
    £45", "boarding pass: seat 14C", "the lesson pass is £180"), not a password's label."""
    if name.lower() != "pass":
        return False
    if _TICKET.search(text, max(0, start - 20), start) is not None:
        return True
    return end is not None and _PRICED.match(text, end) is not None


# Card numbers the payment providers publish for their test modes (Stripe, Adyen, Braintree,
# PayPal's sandbox): anyone's documentation, never a card that pays.
PUBLIC_TEST_CARDS = frozenset(
    """4242424242424242 4000056655665556 5555555555554444 2223003122003222 5200828282828210
    5105105105105100 378282246310005 371449635398431 6011111111111117 6011000990139424
    3056930009020004 36227206271667 3566002020360505 6200000000000005 4000000000000002
    4000000000009995 4000000000009987 4000000000000069 4000000000000127 4000000000000119
    4000002760003184 4000002500003155 4000000000003220 4000000000003063 4000000000000077
    4111111111111111 4012888888881881 4005519200000004 4009348888881881 4012000033330026
    4012000077777777 4217651111111119 4500600000000061 5555341244441115 4988438843884305
    2222400070000005 5454545454545454 4035501000000008 4166676667666746 6011601160116611
    4917610000000000 4444333322221111 4000000000001091 4000000000001000 3714496353984312""".split()
)


# Words of a sentence: a run of words holding one is telling something ("is kept in the
# drawer", "I don't know, ask Sam"), not a passphrase or a value handed over.
SENTENCE_WORDS = frozenset(
    """i you he she we they it its it's the a an is are was were be been to of in on at for
    with from by and or but not no don't dont do does did have has had can can't will would
    should my your our their his her this that these those there here what which who where
    when why how know ask tell check let me us yet still just about sure later never mind
    forget skip sorry idea think maybe same one anything nothing none every each once twice
    daily weekly monthly yearly days weeks months years always usually somewhere all any
    some more most only also very too than then so if as""".split()
)


def passphrase(words: list[str]) -> bool:
    """``words`` (after a label and its "is") make a passphrase: four to eight words of
    lower-case letters ("correct horse battery staple"), none a word of a sentence or a
    participle ("rotated every ninety days" is said of the password)."""
    return (
        4 <= len(words) <= 8
        and all(w.isalpha() and w.islower() and w.isascii() for w in words)
        and not any(w in SENTENCE_WORDS for w in words)
        and not any(w.endswith("ed") for w in words)
    )


_DIGIT_WORD = r"(?:zero|oh|one|two|three|four|five|six|seven|eight|nine)"
# Four or more digits said as words, apart or hyphened: a PIN or a code read out ("four
# seven two nine", "one-two-three-nine").
SPELT_DIGITS = _DIGIT_WORD + r"(?:[\s-]+" + _DIGIT_WORD + r"){3,}\b"
