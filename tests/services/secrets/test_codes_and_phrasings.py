"""Secrets that are not tokens (codes, personal numbers, recovery material) and passwords said
in ways an assignment or a keyword rule does not read: each kind in its own words here,
never a held-out case, with what must stay untouched beside it."""

from __future__ import annotations

from pathlib import Path

import pytest
from hypothesis import assume, given, settings
from hypothesis import strategies as st

from bowerbird import Bower
from bowerbird.services.secrets.redact import only_a_secret, redact
from bowerbird.services.secrets.secret_values import PUBLIC_TEST_CARDS
from tests.growth import assert_linear

# (text, the secret that must be gone)
KINDS = [
    # PINs and the codes that open doors, phones and alarms.
    ("Remember that my debit card PIN is 7305.", "7305"),
    ("pin: 2291 for the office printer", "2291"),
    ("The keypad code to the bike shed is 4417#.", "4417#"),
    ("Disarm code for the studio alarm — 8062", "8062"),
    ("The lockbox combination is 31-07-19, keys inside.", "31-07-19"),
    ("my SIM PIN is 6120 and the PUK is 55103384", "55103384"),
    ("voicemail passcode: 440912", "440912"),
    # A card's security code beside its number.
    ("Card ends 4242, CVC 918, expires next May.", "918"),
    # Bank and identity numbers.
    ("Pay rent to IBAN NL91 ABNA 0417 1643 00 by the first.", "NL91 ABNA 0417 1643 00"),
    ("Her social security number: 219-09-9999", "219-09-9999"),
    ("passport no. K4817260 expires 2031", "K4817260"),
    ("Savings account number 00914 5527 31, sort code 20-45-77.", "00914 5527 31"),
    ("My national insurance number is AB 12 34 56 C.", "AB 12 34 56 C"),
    # Answers to security questions.
    ("For the bank, my mother's maiden name is Oyelaran.", "Oyelaran"),
    ("Security answer for the airline account: Pickles", "Pickles"),
    # Recovery material.
    ("Backup codes for the email account: 3918-2207 5541-0093 7720-1186", "5541-0093"),
    ("Authenticator secret for the VPN is JBSWY3DPEHPK3PXPJBSW", "JBSWY3DPEHPK3PXPJBSW"),
    (
        "seed phrase: orbit lamp crater velvet ginger tunnel mosquito awkward rally fence "
        "plastic wisdom — keep it offline",
        "mosquito awkward rally",
    ),
    ("The admin PHPSESSID is 9f2c11ab0e7743d1a55b0c3e9d12f4aa if you need to test.", "9f2c11ab"),
    # Passwords said otherwise.
    ("my passphrase is purple otters juggle midnight", "otters juggle midnight"),
    ('the router password is "Seven Swans 7" — capitals matter', "Seven Swans 7"),
    ("door entry password: 90817733", "90817733"),
    ("What's the NAS password? It's Lantern-Pike-41.", "Lantern-Pike-41"),
    ("Use 'Orchid!Kettle22' as the password for the build box.", "Orchid!Kettle22"),
    ("I changed the VPN password from Plume#2019 to Plume#2024.", "Plume#2019"),
    ("The login for the test tenant is j.moreau / Falcon-Rope-88", "Falcon-Rope-88"),
    ("DJANGO_SECRET_KEY=x7%k(q)#2vbn!m0z8e", "x7%k(q)#2vbn!m0z8e"),
    ("Guest wifi key: saltwater-taffy-9", "saltwater-taffy-9"),
    ("WIFI:S:Loft;T:WPA;P:birchbark77;;", "birchbark77"),
    ("la password del NAS è Ventoso44", "Ventoso44"),
    ("Das Kennwort lautet Nebel-Turm-8", "Nebel-Turm-8"),
    ("our secret is tangerine42 for the shared vault", "tangerine42"),
    # Second round: other languages with words between, or a particle glued on.
    ("heslo k serveru v kanceláři je Svestka.77 a login admin", "Svestka.77"),
    ("hasło do poczty firmowej to Pierogi#2023, nie zmieniaj", "Pierogi#2023"),
    ("내 와이파이 비밀번호는 Bada!4321 이야", "Bada!4321"),
    ("服务器密码是 Shanghai#88，别告诉别人", "Shanghai#88"),
    # A URL's secret parameter, a hex key, a disk recovery key.
    (
        "curl 'https://api.example.net/v2/data?city=Porto&api_key=9c1f0e77ab3d4c21a8e6'",
        "9c1f0e77ab3d",
    ),
    (
        "wallet private key: 0x4c0883a69102937d6231471b5dbb6204fe5129617082792ae468d01a3f362318",
        "4c0883a69102937d6231471b5dbb6204fe5129617082792ae468d01a3f362318",
    ),
    (
        "recovery key 030294-122650-446842-331265-104775-586234-472571-650628 for the desk PC",
        "030294-122650",
    ),
    # Named shared secrets.
    ("mail relay: app password hjkl wert zxcv yuio for the newsletter", "hjkl wert zxcv yuio"),
    ('jdbc setup: builder.password("Tq7!vLp2#Xr") then connect', "Tq7!vLp2#Xr"),
    ("the printer sends mail as print@example.org / Toner-Blue-17 every night", "Toner-Blue-17"),
    ("pgpass has db.internal:5432:sales:report:Qx!9mm#Lake", "Qx!9mm#Lake"),
    ("SNMP community string RouterRW-2291 on the core switch", "RouterRW-2291"),
    ("IPsec pre-shared key Lk8mQ2zTp9Ve for the branch office", "Lk8mQ2zTp9Ve"),
    (
        "app registration client secret value Xp8~qL3.vT9-mN2_aR5wQ1 expires in June",
        "Xp8~qL3.vT9-mN2_aR5wQ1",
    ),
    ("staging sessionid cookie is 5e0be16c0fd94bb79b1e4b7f3a7c2d11, reuse it", "5e0be16c0fd9"),
    (
        "hardware wallet 12 words:\n1 ocean 2 timber 3 velvet 4 ramp 5 glide 6 harbor\n"
        "7 lemon 8 quartz 9 pilot 10 meadow 11 fossil 12 ember",
        "quartz",
    ),
    ("slack 2fa backup codes, keep safe:\n7f3k2-9d1x0\n48cz1-00q7m\n", "48cz1-00q7m"),
]

INNOCENT = [
    "The meeting moved to room 4417 on the fourth floor.",
    "Set pin 13 high to light the LED on the breadboard.",
    "A combination of 2024 budget cuts and hiring froze the team.",
    "The zip code is 94107 and the area code 415.",
    "Exit code 137 means the container was killed for memory.",
    "We should reset the password policy to 12 characters next quarter.",
    "POSTGRES_PASSWORD_FILE=/run/secrets/db keeps it out of the environment.",
    "TOKEN_TTL=3600 sets how long a session lasts.",
    "const API_KEY = process.env.API_KEY;",
    "My first car was a green Volvo and I loved it.",
    "Call 415-555-0132 to reach the front desk.",
    "the user types their password twice and we compare them",
    "Put the `password` field after the `email` field in the form.",
    "Session timeout is 30 minutes; the session id rotates on login.",
    "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIH2xq8VbM0n1u9QwJfZr3kLpT7sYcE4dA6gH5jK2mN0p me@box",
    "export STRIPE_SECRET_KEY=sk_live_... (the real one lives in the vault)",
    '<link href="https://cdn.example.com/npm/chart.js@4.4.1/dist/chart.umd.js">',
    "The security question feature was retired last year.",
    "clientSecret: process.env.OAUTH_CLIENT_SECRET,",
    'fetch("https://graph.example.com/me?access_token=$PAGE_TOKEN")',
]


@pytest.mark.parametrize(("text", "secret"), KINDS)
def test_the_kind_is_redacted_whole(text: str, secret: str) -> None:
    cleaned, kinds = redact(text)
    assert kinds, cleaned
    for part in secret.split():
        if len(part) >= 4:
            assert part not in cleaned, cleaned


@pytest.mark.parametrize("text", INNOCENT)
def test_what_only_resembles_them_is_left_alone(text: str) -> None:
    assert redact(text) == (text, [])


def test_a_token_is_redacted_whole_or_not_at_all() -> None:
    # A three-part token whose last part a rule recognises: the first two go with it.
    token = "MTE2ODk4NzY1NDMyMTA5ODc2NQ.GxYz12.Qw8e7r6t5y4u3i2o1pAsDfGhJkLzXcVbNm9"
    cleaned, _ = redact(f"bot token {token} for the staging guild")
    assert "MTE2ODk4" not in cleaned and "GxYz12" not in cleaned, cleaned
    assert cleaned.endswith("for the staging guild")


@pytest.mark.parametrize(
    ("text", "refused"),
    [
        ("my PIN is 5521", True),
        ("SMTP_PASSWORD=Gx7!pq2Lm9", True),
        ("GitLab personal access token: glpat-Zq81mWv3Tt6yPpL0aa2B", True),
        ("my IBAN is NL91 ABNA 0417 1643 00", True),
        ("The alarm code for the lake house is 9021; disarm it when you arrive.", False),
        ("The staging database password is Tr0ub4dor&3", False),
    ],
)
def test_one_rule_says_what_is_a_credential_alone(text: str, refused: bool) -> None:
    assert only_a_secret(redact(text)[0]) is refused


def test_a_code_never_lands_in_an_id_a_title_or_a_file_name(home: Path) -> None:
    with Bower(home) as bower:
        result = bower.curate("Alarm code 6931 for the lake house; disarm it on arrival.")
        assert result.memories and result.redacted == ["pin"]
    for memory in result.memories:
        assert "6931" not in memory.id and "6931" not in memory.title
    assert not any("6931" in p.name for p in home.rglob("*"))
    assert not any("6931" in p.read_text(errors="replace") for p in home.rglob("*.md"))


@pytest.mark.parametrize(
    "run",
    [
        "7" * 60_000,
        "a-" * 30_000,
        "12 " * 20_000,
        "x." * 30_000,
        "recovery codes: " + "ab12 " * 12_000,
        # A made value's look aheads once read to a run's end from each of its marks.
        "a@" * 30_000,
        "&a" * 30_000,
        "a_" * 30_000,
        "password " + "x!" * 30_000,
    ],
)
def test_a_long_run_of_one_shape_is_read_in_linear_time(run: str) -> None:
    # Once quadratic (a name could start inside a run of digits: 20,000 of them took four
    # minutes) or exponential (codes listed under a label). Compared with a tenth of the run
    # read in the same process, in CPU time (tests/growth.py).
    assert_linear(redact, run)


@settings(max_examples=120, deadline=None)
@given(
    label=st.sampled_from(
        [
            "le code du casier au lycée c'est",
            "Le digicode de l'immeuble c'est",
            "il codice di sblocco del telefono della nonna è",
            "Kod do alarmu w sklepie:",
            "Der Code für den Schrank auf Station 5 ist",
            "Ihr Bestätigungscode lautet",
            "Seu código de verificação gov.br é",
            "le di a mi hija el PIN de la tarjeta (",
            "Kartımın şifresi",
            "La combinación de la caja fuerte de la tienda:",
            "Vmail pin#:",
            "Omnicell override code for tonight:",
        ]
    ),
    code=st.from_regex(r"[1-9][0-9]{3,7}", fullmatch=True),
    frame=st.sampled_from(["{}", "{}, bitte nicht weitergeben", "fyi {} — thanks"]),
)
def test_a_code_labelled_in_another_language_is_redacted(label: str, code: str, frame: str) -> None:
    # A code's label in the languages read, what it opens between, the language's "is" or
    # a mark, then the digits.
    closing = ")" if label.endswith("(") else ""
    out, kinds = redact(frame.format(f"{label} {code}{closing}"))
    assert code not in out and kinds, out


@pytest.mark.parametrize(
    "text",
    [
        "Le code postal c'est 75011, près de la gare.",
        "Der Fehlercode ist 4012, siehe Handbuch.",
        "| Total Lines of Code   | 1200      |",
        "socket.io')(http);  // load balancer code here  http.listen(3000, () => {",
        "Il codice ISBN è 9788804668237.",
        "Kod pocztowy: 00-950 Warszawa",
        "The release pin is 2024-03-20 in the changelog.",
    ],
)
def test_codes_that_open_nothing_are_left_alone(text: str) -> None:
    assert redact(text) == (text, [])


_KEY_CHARS = "BCDFGHJKMPQRTVWXY2346789"


@settings(max_examples=60, deadline=None)
@given(
    groups=st.lists(
        st.text(alphabet=_KEY_CHARS, min_size=5, max_size=5).filter(
            lambda g: sum(c.isdigit() for c in g) >= 1
        ),
        min_size=5,
        max_size=5,
    ),
    said=st.sampled_from(
        [
            "Windows product key from the old sticker: {}",
            "Lizenzschlüssel für Office: {}",
            "Microsoft-Wiederherstellungscode: {}",
            "{} — can I move it to the new PC?",
        ]
    ),
)
def test_a_product_keys_shape_is_a_secret_whatever_its_label(groups: list[str], said: str) -> None:
    key = "-".join(groups)
    out, _ = redact(said.format(key))
    assert key not in out, out


@settings(max_examples=40, deadline=None)
@given(
    code=st.from_regex(r"[1-9][0-9]{5}", fullmatch=True),
    said=st.sampled_from(
        [
            "【支付宝】验证码 {}，5分钟内有效",
            "認証コード：{}（10分間有効）",
            "[Web발신] 인증번호 {} 입력",
        ]
    ),
)
def test_a_one_time_code_in_a_script_without_spaces_is_redacted(code: str, said: str) -> None:
    out, _ = redact(said.format(code))
    assert code not in out, out


@pytest.mark.parametrize(
    ("text", "secret"),
    [
        ("codice fiscale BNCGLI92E54F205B, serve per il contratto", "BNCGLI92E54F205B"),
        ("A/c no. 50101454650253, IFSC HDFC0001234", "50101454650253"),
        ("Tresorkombination im Hotelzimmer: 481903 (selbst gesetzt)", "481903"),
        ("Palavra-passe do Portal das Finanças: Bacalhau!Norte6, preciso", "Bacalhau!Norte6"),
        ("Parolam: Simit&Cay2020 — Trendyol hesabı için", "Simit&Cay2020"),
        ("lösen: Midsommar_Sill9 (föreningens Instagram)", "Midsommar_Sill9"),
        ("Numéro de carte, cryptogramme 947, expire fin 2027", "947"),
    ],
)
def test_more_labels_of_the_languages_read(text: str, secret: str) -> None:
    out, kinds = redact(text)
    assert secret not in out and kinds, out


@pytest.mark.parametrize(
    "text",
    [
        "La palabra clave para el SEO de esta página es 'zapatillas baratas'.",
        "Order 4812-99310-22 ships on Monday.",
    ],
)
def test_keywords_placeholders_and_reset_links_stay(text: str) -> None:
    assert redact(text) == (text, [])


# ---------------------------------------------------------------- wave 5, set 7's kinds

# Made-up words and values, so no rule learns a listed sentence.
_SYLLABLE = st.tuples(st.sampled_from("bdfgklmnprstvz"), st.sampled_from("aeiou")).map("".join)
_WORD = st.lists(_SYLLABLE, min_size=3, max_size=5).map("".join).map(str.capitalize)


def _luhn_card(body: str) -> str:
    """``body`` (15 digits) with its Luhn check digit, in groups of four."""
    total = 0
    for i, c in enumerate(reversed(body)):
        d = int(c) * (2 if i % 2 == 0 else 1)
        total += d - 9 if d > 9 else d
    digits = body + str((10 - total % 10) % 10)
    return " ".join(digits[i : i + 4] for i in range(0, 16, 4))


@settings(max_examples=60, deadline=None)
@given(
    body=st.from_regex(r"4[0-9]{14}", fullmatch=True),
    month=st.integers(1, 12),
    year=st.integers(26, 35),
    said=st.sampled_from(
        [
            "MC {card} exp {exp} cvc 419",
            "Karta {card}, ważna do {exp}, CVC 772",
            "カード {card} 有効期限 {exp} セキュリティコード 318",
        ]
    ),
)
def test_a_cards_expiry_beside_its_number_goes_with_it(
    body: str, month: int, year: int, said: str
) -> None:
    expiry = f"{month:02d}/{year}"
    card = _luhn_card(body)
    assume(card.replace(" ", "") not in PUBLIC_TEST_CARDS)  # a test mode's card stays
    out, _ = redact(said.format(card=card, exp=expiry))
    assert expiry not in out and not any(code in out for code in ("419", "772", "318")), out
    # A date that follows no card is a date.
    assert redact(f"The lease runs to {expiry} at the latest.")[0].endswith("latest.")


@settings(max_examples=60, deadline=None)
@given(
    answer=_WORD,
    said=st.sampled_from(
        [
            "security question 'mother's maiden name' — I put {a} on the bank but not on PayPal",
            "Sicherheitsfrage: Name Ihres ersten Haustiers → {a} (mit Bindestrich)",
            "for the 'city where your parents met' question I answered {a}, remember that",
            "Réponse à la question secrète (meilleur ami d'enfance) : {a}",
        ]
    ),
)
def test_an_answer_to_a_security_question_is_redacted_in_any_telling(
    answer: str, said: str
) -> None:
    out, kinds = redact(said.format(a=answer))
    assert answer not in out and "security-answer" in kinds, out


@settings(max_examples=60, deadline=None)
@given(
    code=st.from_regex(r"[A-Z]{4}[0-9]{3}[A-Z0-9]{7}", fullmatch=True),
    label=st.sampled_from(
        ["Código de la tarjeta regalo de Apple:", "Code carte cadeau Fnac :", "Geschenkkarte-Code"]
    ),
)
def test_a_gift_cards_undashed_code_after_its_label_is_redacted(code: str, label: str) -> None:
    out, _ = redact(f"{label} {code}")
    assert code not in out, out


@settings(max_examples=80, deadline=None)
@given(
    value=st.tuples(_WORD, st.integers(10, 99)).map(lambda t: f"{t[0]}#{t[1]}x"),
    label=st.sampled_from(
        [
            "new psasword for the wordpress admin →",
            "pasword:",
            "passowrd is",
            "아이디: parkjy / 비번:",
            "اسم المستخدم: ahmed.k وكلمة المرور:",
            "sandi akun BPJS:",
        ]
    ),
)
def test_labels_slipped_prefixed_or_in_other_scripts_give_their_value(
    value: str, label: str
) -> None:
    out, _ = redact(f"{label} {value}, jangan disebar")
    assert value not in out, out


@pytest.mark.parametrize(
    "text",
    [
        "Passwort vergessen? Klicken Sie auf „Passwort zurücksetzen“ und folgen Sie den Schritten.",
        "Passwort-Hinweis: „Lieblingsband + Hochzeitsjahr“. Hilft mir nicht weiter.",
        "[client]\nuser=backup\n# password is read from the MYSQL_PWD env var",
        "Passwort: <hier eintragen>\nBenutzer: <hier eintragen>",
        "The password is kept in the vault, ask Priya.",
    ],
)
def test_what_is_done_to_a_password_and_stand_ins_stay(text: str) -> None:
    assert redact(text) == (text, [])


@settings(max_examples=40, deadline=None)
@given(
    number=st.from_regex(r"[A-Z]{2}[0-9]{7}", fullmatch=True),
    label=st.sampled_from(["旅券番号", "パスポート番号：", "여권번호"]),
)
def test_a_passport_number_after_its_label_in_other_scripts_is_redacted(
    number: str, label: str
) -> None:
    out, _ = redact(f"{label} {number}\u3000有効期限 2030年5月")
    assert number not in out, out


# ---------------------------------------------------------------- wave 5, set 8's kinds

_MADE_VALUE = st.tuples(_WORD, st.integers(10, 99)).map(lambda t: f"{t[0]}!{t[1]}q")


@settings(max_examples=80, deadline=None)
@given(
    value=_MADE_VALUE,
    said=st.sampled_from(
        [
            "paswd for the jenkins box is {v} can u check",
            "psw della mail aziendale: {v} ma Outlook continua",
            "tài khoản: nguyen.an / mk: {v} — cổng thông tin",
            "회사 그룹웨어 패스워드를 {v} 로 바꿨어",
            "غيّرت باسورد الإنستغرام إلى {v} لا تشاركه",
            "बैंक ऐप का कूटशब्द: {v}, किसी को मत बताना",
            "Parolamı {v} olarak değiştirdim",
            "路由器管理员密码改成 {v} 了",
            "Das Kennwort fürs Gäste-WLAN ist ab heute {v}, bitte weitergeben.",
            "keytool -list -keystore app.jks -storepass {v}",
            "mosquitto_pub -h broker.local -u sensor -P {v} -t home/temp -m 21",
            "    storePassword '{v}'",
        ]
    ),
)
def test_set_8s_labels_and_flags_give_their_value(value: str, said: str) -> None:
    out, _ = redact(said.format(v=value))
    assert value not in out, out


@settings(max_examples=60, deadline=None)
@given(
    digits=st.from_regex(r"[1-9][0-9]{11}", fullmatch=True),
    said=st.sampled_from(
        ["आधार नंबर {g} है, फॉर्म में भर दो", "TC kimlik numaram {d}, kargo formuna yazar mısın?"]
    ),
)
def test_identity_numbers_after_labels_in_other_scripts_are_redacted(
    digits: str, said: str
) -> None:
    grouped = " ".join(digits[i : i + 4] for i in range(0, 12, 4))
    text = said.format(g=grouped, d=digits[:11])
    out, kinds = redact(text)
    assert grouped not in out and digits[:11] not in out and kinds, out


@settings(max_examples=40, deadline=None)
@given(seed=st.from_regex(r"[A-Z2-7]{16}", fullmatch=True), code=st.integers(100000, 999999))
def test_a_key_named_first_and_a_bracketed_code_are_redacted(seed: str, code: int) -> None:
    assert seed not in redact(f"Clé secrète 2FA (saisie manuelle) du compte OVH : {seed}")[0]
    assert str(code) not in redact(f"[카카오] 인증번호 [{code}]을 입력해주세요.")[0]


@pytest.mark.parametrize(
    "text",
    [
        "Réinitialiser le mot de passe : Paramètres > Sécurité > « Mot de passe oublié ? »",
        "First: export GITHUB_TOKEN=ghp_" + "x" * 36,
        "AWS docs use AKIAIOSFODNN7EXAMPLE as the sample access key id.",
        "Passwort: ******** (bitte im Passwortmanager nachsehen)",
        "password: •••••••• (hidden by the browser)",
        "Send the refund to 0x7f3A9c2E1b4D5e6F708192a3B4c5D6e7F8091a2B (my public address)",
        "Kundennummer 4400-1827-55 bei den Stadtwerken, Zählernummer 1ESY1160-2417.",
        "Sort code 40-47-84 belongs to which bank?",
    ],
)
def test_masks_samples_public_addresses_and_menu_paths_stay(text: str) -> None:
    assert redact(text) == (text, []), redact(text)


@settings(max_examples=60, deadline=None)
@given(
    value=_MADE_VALUE,
    header=st.sampled_from(["Kennwort", "Contraseña", "Password", "Mot de passe", "pw"]),
    user=st.sampled_from(["familie", "info@taller.es", "admin"]),
)
def test_a_tables_password_column_is_redacted_and_other_tables_stay(
    value: str, header: str, user: str
) -> None:
    table = (
        f"| Dienst | Benutzer | {header} |\n| --- | --- | --- |\n| Nextcloud | {user} | {value} |"
    )
    out, _ = redact(table)
    assert value not in out and user in out, out
    schema = f"| Field | Type |\n| --- | --- |\n| {header.lower()} | string |\n| {user} | text |"
    assert redact(schema) == (schema, [])


# A code said later in a sentence about what it opens, or by what it does ("disarm with").
@settings(max_examples=60, deadline=None)
@given(
    code=st.from_regex(r"[1-9][0-9]{3,6}", fullmatch=True),
    said=st.sampled_from(
        [
            "Side entrance: keypad left of the bins, code {} then the star key",
            "the key lockbox is behind the water butt, combo {}",
            "Shop alarm: disarm with {} as soon as you're in",
            "Room safe at the hotel: I set it to {}",
            "Aussie account for the rent: BSB 062-000, Acc {}55",
            "Reisepassnummer: C{}K",
        ]
    ),
)
def test_a_code_or_number_said_after_what_it_opens_is_redacted(code: str, said: str) -> None:
    text = said.format(code)
    out, kinds = redact(text)
    assert code not in out and kinds, (text, out)


@settings(max_examples=60, deadline=None)
@given(
    digits=st.from_regex(r"[1-9][0-9]{9}", fullmatch=True),
    said=st.sampled_from(
        [
            "Registering Dad with the new surgery: NHS number {}, GP is Dr Okafor",
            "Referral form — Medicare no. {} (IRN 1)",
            "Payroll needs my TFN {} before Friday",
            "マイナンバー：{}（本人分）",
            "住院登記 身分證字號：A{}",
            "Kennitalan mín er {} ef þú þarft hana",
            "Fødselsnummer til skolen: {}",
            "Tenant's ID no. {} is on the lease",
        ]
    ),
)
def test_an_identity_number_after_its_countrys_label_is_redacted(digits: str, said: str) -> None:
    text = said.format(digits)
    out, kinds = redact(text)
    assert digits not in out and kinds, (text, out)


@settings(max_examples=60, deadline=None)
@given(
    said=st.sampled_from(
        [
            "Numéro AVS {n}, état civil marié.",
            "Neue Mitarbeiterin ab März: Katharina Huber, SVNR {n}, 30 Std.",
            "Moj OIB je {n}, a adresa je ista.",
            "Za ugovor treba mi tvoj JMBG, moj je {n}, pa da vidiš format.",
            "EMŠO: {n}\nŠtevilo otrok: 2",
            "CNP-ul meu este {n}, îl pui te rog în formular?",
            "Моето ЕГН е {n}, трябва ли ми още нещо?",
            "Minu isikukood on {n} – seda on vaja kooli registreerimiseks.",
            "His JMBG (Bosnian citizen ID number) is {n}, born in Sarajevo.",
            "It asks for my NHS number — it's {n}. Can you fill in the rest?",
            "ИНН физлица для чека: {n}, оплату проведите как за консультацию.",
            "Her RNOKPP is {n}.",
            "Patient CHI: {n}\nAdmitted on Monday.",
        ]
    ),
    number=st.integers(10**9, 10**13 - 1),
)
def test_an_identity_number_after_its_label_in_its_language_is_redacted(
    said: str, number: int
) -> None:
    # Set 12's kinds: the label as each country writes it, its value after "is" in its
    # language ("je", "este", "on", "— it's"), whatever its digits.
    text = said.format(n=number)
    out, _ = redact(text)
    assert str(number) not in out, out


@settings(max_examples=40, deadline=None)
@given(
    said=st.sampled_from(
        [
            "Tulostimen vapautuskoodisi on {n} – syötä se laitteen näppäimistöllä.",
            "Codul de acces pentru serviciul de phone banking este {n}; operatorul îl cere.",
            "A telebank azonosító kódom {n}, ha holnap fel kell hívnod a bankot.",
            "Te van a pedir la clave de banca telefónica: es {n}. No se la digas a nadie.",
            "Koden till förrådet är {n}, byt den i maj.",
            "ID-kaardi PIN1 on {n} ja see on minu oma.",
        ]
    ),
    number=st.integers(1000, 999999),
)
def test_a_code_said_in_another_language_is_redacted(said: str, number: int) -> None:
    # Set 12's kinds: the code's label in the language it is said in ("koodi", "codul",
    # "kód", "clave", "PIN1"), then its "is" ("on", "este", "är").
    out, _ = redact(said.format(n=number))
    assert str(number) not in out, out
