"""Credentials by kind, whatever the value is made of (``secrets/labels.py``): a value after
a label in any language the product reads, with any separator; on a command line by its
flag; beside a login word as a pair; in a config line. Values are generated (pronounceable
nonsense, Capitalised, digits, mixed), so a rule that knows the listed sentences and not the
kind fails here. Innocent look-alikes of each kind stay byte for byte as written."""

from __future__ import annotations

import re

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from bowerbird import redact
from bowerbird.services.secrets.labels import _LABEL
from bowerbird.services.secrets.secret_values import ticket

# A made-up word of consonant-vowel syllables ("kalimo", "tesuvari"): no dictionary word, no
# sample's word, and no ending prose gives its participles ("-ed", "-ing", "-ly").
SYLLABLE = st.tuples(st.sampled_from("bdfgklmnprstvz"), st.sampled_from("aeiou")).map("".join)
# (Syllables can spell two of a sample's words, "to-ke-n", "va-li-d": "tokena", that word
# and a letter, is read as a sample, rightly, so such words are not made; "tokenakimo" is
# somebody's password, and is made.)
WORD = (
    st.lists(SYLLABLE, min_size=3, max_size=5)
    .map("".join)
    .filter(lambda w: len(re.sub("token|valid", "", w)) >= 3)
)
VALUE = st.one_of(
    WORD,
    WORD.map(str.capitalize),
    st.from_regex(r"[1-9][0-9]{5,9}", fullmatch=True),
    st.tuples(WORD, st.integers(10, 9999)).map(lambda t: f"{t[0]}{t[1]}"),
    st.tuples(WORD, WORD).map(lambda t: f"{t[0].capitalize()}-{t[1]}!"),
)


def _gone(text: str, value: str) -> None:
    """``value`` is no longer in ``text`` once it is redacted."""
    out, _ = redact(text)
    assert value not in out, (text, out)


# (label, separator) as people write them, in the languages read.
LABELLED = st.sampled_from(
    [
        ("the password is", ""),
        ("password:", ""),
        ("pw =", ""),
        ("The admin password for the old wiki is", ""),
        ("Wi-Fi password (5GHz):", ""),
        ("my password's still", ""),
        ("I changed the pw to", ""),
        ("Passwort:", ""),
        ("das Kennwort für den Drucker lautet", ""),
        ("mot de passe :", ""),
        ("mdp", ""),
        ("la contraseña del router es", ""),
        ("a senha do wifi é", ""),
        ("wachtwoord van de NAS =", ""),
        ("hasło do poczty to", ""),
        ("пароль от почты:", ""),
        ("Мой пароль —", ""),
        ("KeePass master:", ""),
        ("parola contului este", ""),
        ("kata sandi:", ""),
        ("Mật khẩu là", ""),
        ("WLAN-Schlüssel:", ""),
        ("guest wifi pass is", ""),
        ("pass for the NAS ->", ""),
        ("Händlerpasswort fürs Kartenterminal ist", ""),
        ("ww voor de kassa is", ""),
        ("IPsec pre-shared key for the office VPN is", ""),
        ("PSK del VPN:", ""),
        ("Lösen till portalen är", ""),
        ("Το συνθηματικό του λογαριασμού είναι", ""),
        ("parolă pentru router:", ""),
        ("kodeord til routeren:", ""),
        ("passordet til skanneren er", ""),
        ("Nové heslo na tiskárnu:", ""),
        ("שהסיסמה של הראוטר היא", ""),
        ("رمز عبور مودم:", ""),
        ("گذرواژه:", ""),
        ("รหัสผ่านเราเตอร์คือ", ""),
        ("the door passcode — it's", ""),
        ("nenosiri la seva ni", ""),
        ("kata laluan untuk e-mel:", ""),
        ("die wagwoord vir die drukker is", ""),
        ("la contrasenya de la impressora és", ""),
        ("o contrasinal do portátil é", ""),
        ("lozinka za laptop je", ""),
        ("geslo za tiskalnik je", ""),
        ("паролата за принтера е", ""),
        ("slaptažodis:", ""),
        ("salasõna on", ""),
        ("Lykilorðið að prentaranum er", ""),
        ("cyfrinair ar gyfer yr argraffydd yw", ""),
        ("pasfhocal don phrintéir ná", ""),
        ("fjalëkalimi i printerit është", ""),
        ("printerin şifrəsi:", ""),
        ("принтердің құпия сөзі:", ""),
        ("প্রিন্টারের পাসওয়ার্ড হলো", ""),
        ("პრინტერის პაროლი არის", ""),
        ("տպիչի գաղտնաբառը՝", ""),
    ]
)
FRAME = st.sampled_from(
    ["{} — don't share it.", "fyi {}, thanks", "Note to self: {}", "{}", "[09:14] dana: {}"]
)


@settings(max_examples=150, deadline=None)
@given(labelled=LABELLED, value=VALUE, frame=FRAME)
def test_a_value_after_its_label_is_redacted_whatever_its_shape(
    labelled: tuple[str, str], value: str, frame: str
) -> None:
    text = frame.format(f"{labelled[0]} {value}")
    out, kinds = redact(text)
    assert value not in out, (text, out)
    assert kinds


COMMANDS = st.sampled_from(
    [
        "docker login -u ci -p {} registry.example.com",
        "mysql -h db01 -u app -p{} shop",
        "mysql -u app --password={} -e 'show databases'",
        "kubectl create secret generic db --from-literal=password={}",
        "curl -u admin:{} https://jenkins.local/api/json",
        "sshpass -p {} ssh root@nas",
        "redis-cli -h cache01 -a {} ping",
        "htpasswd -b /etc/nginx/.htpasswd alice {}",
        "mongosh -u admin -p {} --authenticationDatabase admin",
        "ldapsearch -x -D cn=admin,dc=corp -w {} -b dc=corp",
        "zip -P {} -r out.zip folder/",
        "7z a -p{} backup.7z docs",
        "smbclient //files/share -U jsmith%{}",
        "lftp -u web,{} sftp://web01",
        "echo '{}' | docker login --username me --password-stdin",
        "CREATE USER report IDENTIFIED BY {};",
        "net use Z: \\\\srv\\share /user:CORP\\bob {}",
        "http -a admin:{} POST :8080/api/search/reindex full==true",
        "xh --auth ci-runner:{} PUT files.intranet.local/drop/report.pdf",
        'schtasks /Create /TN "Nightly" /TR C:\\jobs\\export.bat /RU CORP\\svc /RP {}',
        "url: jdbc:oracle:thin:scott/{}@//ora-prod:1521/ORCLPDB1",
        "snmp-server user monitor NMS-GRP v3 auth sha {} priv aes 128 Priv0nly.X9",
        "snmp-server user monitor NMS-GRP v3 auth sha Auth0nly.X9 priv aes 128 {}",
        'createUser zabbix SHA "{}" AES "Zbx-Priv-Secret-9"',
        "tacacs server ISE01\n address ipv4 10.20.0.15\n key 0 {}",
        "echo -n '{}' | sudo cryptsetup luksOpen /dev/sdb1 archive -",
        # Set 12's: what reads a password from its input, IPMI and FreeTDS's -P, Oracle's
        # user/password@db, a database link, HAProxy's stats login, an expect script.
        "for h in web1 web2; do ssh $h \"echo '{}' | sudo -S systemctl restart nginx\"; done",
        "printf '%s\\n' '{}' | sudo -S apt-get -y upgrade",
        'sudo -S <<< "{}" reboot',
        'echo "{}" | gpg --batch --passphrase-fd 0 --decrypt secrets.env.gpg',
        "ipmitool -I lanplus -H 172.16.1.5 -U ADMIN -P {} chassis power cycle",
        "tsql -S mssql01 -p 1433 -U sa -P {}",
        "racadm -r idrac-01 -u root -p {} serveraction powercycle",
        "sqlplus hr_app/{}@//ora-db01:1521/ORCLPDB1 @migrate.sql",
        "expdp system/{}@PROD schemas=SALES directory=DATA_PUMP_DIR",
        "rman target sys/{}@prod",
        "CREATE DATABASE LINK fin CONNECT TO fin_reader IDENTIFIED BY \"{}\" USING 'FIN';",
        "listen stats\n    bind :8404\n    stats auth admin:{}",
        'spawn ssh admin@10.0.0.1\nexpect "*assword:"\nsend "{}\\r"',
        "child.expect('password:')\nchild.sendline('{}')",
    ]
)

CODE = st.sampled_from(
    [
        'resp = requests.post(url, auth=("integration", "{}"), json=payload)',
        "session.auth = HTTPBasicAuth('jira-bot', '{}')",
        'auth = aiohttp.BasicAuth("octopus", "{}")',
        'Credentials = new NetworkCredential("noreply@example.es", "{}")',
        "$cred = [System.Net.NetworkCredential]::new('backupsvc', '{}')",
        'DriverManager.getConnection("jdbc:postgresql://db:5432/inv", "inventory_app", "{}")',
        "$pdo = new PDO('mysql:host=localhost;dbname=shop', 'shop_user', '{}', [])",
        "$link = mysqli_connect('127.0.0.1', 'guestbook', '{}', 'guestbook');",
        "const s = new Sequelize('booking', 'booking_app', '{}', {{ host: 'db' }});",
        'props.setProperty("password", "{}");',
        "app.config['MAIL_PASSWORD'] = '{}'",
        "await page.fill('#password', '{}');",
        "cy.get('input[name=password]').type('{}', {{ log: false }})",
        'driver.find_element(By.ID, "pass").send_keys("{}")',
        "<AutoLogon>\n  <Password>\n    <Value>{}</Value>\n  </Password>",
        "<dict>\n  <key>ProxyPassword</key>\n  <string>{}</string>\n</dict>",
    ]
)


@settings(max_examples=100, deadline=None)
# (A value with "fake" in it is what a test's fixture is made of, and left.)
@given(code=CODE, value=VALUE.filter(lambda v: not v.isdigit() and "fake" not in v.lower()))
def test_a_password_given_to_code_is_redacted_by_where_it_is_given(code: str, value: str) -> None:
    _gone(code.format(value), value)


def test_a_rule_is_read_on_its_own_words_alone() -> None:
    # The redactor's first look opens on the words of the command and code rules, read from
    # their tables: an expect script names no other word it knows.
    for text in (
        'expect "*assword:"\nsend "kalimo\\r"',
        "ipmitool -H bmc -P kalimo chassis status",
    ):
        assert "kalimo" not in redact(text)[0], text


def test_code_that_names_no_literal_password_is_left_alone() -> None:
    for text in (
        "resp = requests.get(url, auth=(user, token))",
        "await page.fill('#username', 'qa.bot');",
        "DriverManager.getConnection(url, user, password)",
        "In Stripe test mode use 4242 4242 4242 4242 with any future expiry.",
        "cy.get('#confirm-password').type('differentpass');",
    ):
        assert redact(text)[0] == text


@settings(max_examples=100, deadline=None)
@given(command=COMMANDS, value=VALUE.filter(lambda v: not v.isdigit()))
def test_a_password_on_a_command_line_is_redacted_by_its_flag(command: str, value: str) -> None:
    _gone(command.format(value), value)


PAIRS = st.sampled_from(
    [
        "Login for the old wiki is admin / {}",
        "default creds are pi / {}",
        "creds for staging - deployer:{}",
        "ftp login ftpuser:{}",
        "user: ops pass: {}",
        "username jdoe password {}",
        "Runbook: log into the IPMI console (user ADMIN, password {}) and power-cycle.",
        "router login admin, pass {}",
        "Login for the NAS under the stairs in the spare room: admin / {}",
        "lab box: u: ops / p: {}",
        "then sign in with root and {} to reach the console",
    ]
)
# The label ends its line; the value stands alone on the next one.
BELOW = st.sampled_from(
    [
        "Password\n\n  {}\n",
        "User: ok the password is\nUser: {}",
        "**Wi-Fi password:**\n{}",
        "**Password:** `{}`",
    ]
)
CONFIG = st.sampled_from(
    [
        "admin_password: {}",
        "  - POSTGRES_PASSWORD={}",
        '{{"db": {{"user": "root", "pass": "{}", "port": 5432}}}}',
        '<property name="password" value="{}"/>',
        "SMTP_PASS={}",
        "In the vars I have `ansible_become_password: {}` and it still prompts.",
    ]
)


# A number after "user:" is a port as often as a password ("db01:5432"): letters here.
@settings(max_examples=100, deadline=None)
@given(form=st.one_of(PAIRS, CONFIG, BELOW), value=VALUE.filter(lambda v: not v.isdigit()))
def test_a_login_pair_or_a_config_line_gives_its_password_away(form: str, value: str) -> None:
    _gone(form.format(value), value)


# Said of a password, never one: the same labels and separators, followed by what prose
# says of it, a reset page, a hint, a fingerprint, a flag that means something else.
SAID_OF = st.sampled_from(
    [
        "required",
        "expired, please rotate it",
        "case-sensitive",
        "in the vault",
        "on the fridge",
        "the same as the wifi one",
        "12 characters long",
        "printed on the router label",
        "wrong, I get 401 every time",
        "managed by IT",
        "stored in 1Password",
        "generally not recommended",
        "refreshed every hour",
    ]
)
INNOCENT = st.one_of(
    st.tuples(st.sampled_from(["The password is", "Das Passwort ist", "the pw is"]), SAID_OF).map(
        " ".join
    ),
    st.sampled_from(
        [
            "Reset your password at https://example.com/reset",
            "my password hint is 'first dog'",
            "Host key fingerprint is SHA256:p2Qk7vLxW9mZr4TnB8cJ1sH6yF3dG0aE5uK2oI7wVqM.",
            "password manager: Bitwarden",
            "docker run -p 8080:80 nginx",
            "ssh -p 2222 deploy@host",
            "mysql -u app -p -h db01 shop",
            "mysql -h db -u app -p orders",
            "curl -u $API_USER:$API_TOKEN https://api.example.com",
            "PASSWORD=${DB_PASSWORD} ./run.sh",
            "export PGPASSFILE=~/.pgpass",
            "La contraseña es incorrecta",
            "Passwort vergessen? Klicken Sie hier.",
            "パスワードは90日ごとに変更してください。",
            "密码错误，请重试",
            "Adding an index to the `password` column is generally not recommended.",
            "const hashedPassword = await bcrypt.hash(password, 10);",
            "SELECT id, username, password FROM users WHERE username = :username",
            "We used a token bucket algorithm for rate limiting.",
            "username and password combinations are tested in the suite",
            "- **Password Storage**: Ensure passwords are hashed using bcrypt.",
            "the login is via SSO now, no local passwords",
            "passwd: all authentication tokens updated successfully.",
            "STRIPE_SECRET_KEY=\nSTRIPE_PUBLISHABLE_KEY=",
            "Get an access token\n```python\nimport requests\n```",
            "    return access_token\nelse:\n    print('no token')",
            "## Password\nChange it every quarter.",
        ]
    ),
)


# A value made as no word is (letters of both cases, a digit, a mark).
STRONG = st.tuples(WORD, WORD, st.integers(1, 99), st.sampled_from("!#&_$")).map(
    lambda t: f"{t[0].capitalize()}{t[3]}{t[1].capitalize()}{t[2]}"
)


@settings(max_examples=100, deadline=None)
@given(
    said=st.sampled_from(
        [
            "s heslem {} a systém hlásí chybu",  # Czech: "with the password …"
            "з паролем {}, але сайт пише",  # Ukrainian
            "parent login: username jenkins.fam, passwrod {} — can you check",  # misspelt
            "requirepass {} in redis.conf",
            "VFS Global account pass {} — the page shows 403",
        ]
    ),
    value=STRONG,
    frame=FRAME,
)
def test_a_value_made_as_no_word_is_right_after_its_label_is_redacted(
    said: str, value: str, frame: str
) -> None:
    # No separator: the label's own form ("heslem", "паролем"), a typo, a config directive;
    # a value with letters of both cases, a digit and a mark is no word a sentence goes on
    # with.
    _gone(frame.format(said.format(value)), value)


@settings(max_examples=60, deadline=None)
@given(
    said=st.sampled_from(
        [
            "I typed {} as the password twice and Outlook still rejects it",
            "Use {} to get into the staging CMS as editor, then set your own",
            "Is {} strong enough for my online banking?",
            "for the VPN log in I went with {} in the end",
        ]
    ),
    value=STRONG,
)
def test_a_value_made_as_no_word_in_a_sentence_about_signing_in_is_redacted(
    said: str, value: str
) -> None:
    # Wherever the sentence puts its label, a value with letters of both cases, a digit
    # and a mark is the password; a hash ("$2b$12$…") in such a sentence is not the
    # password, but a hash of one (redacted as such since the third attack pass).
    out, _ = redact(said.format(value))
    assert value not in out, out
    hashed = "the stored password is bcrypt('$2b$12$ZmJiY2RlZmJiY2RlZmJiY2Rl')"
    assert redact(hashed)[0] == "the stored password is bcrypt('[REDACTED:password-hash]')"


@settings(max_examples=60, deadline=None)
@given(
    text=st.sampled_from(
        [
            "- **Password Storage**: Ensure passwords are hashed.",
            "What's the difference between a PIN and a password, and which one is safer?",
            "Lounge access via Priority Pass, terminal 3, open 05:30-23:00.",
            "[Peer]\nPublicKey = xTIBA5rboUvnH4htodjb6e697QjLERt1NAB4mZqp8Dg=\nPort = 51820",
            "Barcode 4006381333931 scans as the wrong product.",
            "Double-check the password field before you submit.",
        ]
    ),
    frame=FRAME,
)
def test_headings_questions_times_and_public_names_stay_as_written(text: str, frame: str) -> None:
    said = frame.format(text)
    assert redact(said)[0] == said


@settings(max_examples=120, deadline=None)
@given(text=INNOCENT, frame=FRAME)
def test_what_is_said_of_a_password_is_kept_as_written(text: str, frame: str) -> None:
    said = frame.format(text)
    assert redact(said) == (said, []), said


@settings(max_examples=80, deadline=None)
@given(
    part=st.sampled_from(["token", "secret", "test", "valid", "wrong", "sample"]),
    word=WORD,
    digits=st.integers(1, 9999),
    order=st.booleans(),
)
def test_a_password_holding_a_sample_word_beside_its_own_is_redacted(
    part: str, word: str, digits: int, order: bool
) -> None:
    # "tokenizer7", "Contest2024": a sample's word inside somebody's password does not make
    # it a sample; only a value made of such words, digits and marks is one.
    value = f"{part}{word}{digits}" if order else f"{word.capitalize()}{part}{digits}"
    out, _ = redact(f"my bank password is {value}")
    assert value not in out, out
    for sample in (f"{part}{digits}", f"my_{part}_password", f"{part.upper()}_HERE"):
        kept, _ = redact(f"in the docs the example uses password {sample}")
        assert sample in kept, kept


@settings(max_examples=40, deadline=None)
@given(field=WORD, value=WORD, indent=st.sampled_from(["  ", "    ", "\t"]))
def test_a_word_and_a_comma_in_code_is_no_csv_header(field: str, value: str, indent: str) -> None:
    # "      password,\n    });\n    this.token = …": an argument list, not an export's
    # header; a real header names its columns ("name,url,username,password").
    code = (
        f"const r = await axios.post('/login', {{\n{indent}username,\n{indent}password,\n}});\n"
        f"this.{field} = r.data.{value}_mock;\n"
    )
    assert redact(code)[0] == code
    export = f"name,url,username,password\n{field},https://x.example,{value},{value}Q7!z\n"
    assert f"{value}Q7!z" not in redact(export)[0]


# A question about a password on one line, its answer on the next: a value made as no word
# is ("Kavo!Rimu42") is the answer, however the reply opens.
@settings(max_examples=60, deadline=None)
@given(
    value=st.tuples(WORD, WORD, st.integers(10, 99)).map(
        lambda t: f"{t[0].capitalize()}_{t[1].capitalize()}{t[2]}"
    ),
    asked=st.sampled_from(
        [
            "> what's the admin pw on the old printer?",
            "— Quel est le mot de passe du routeur ?",
            "Agent: Which password should I try for the staging panel?",
        ]
    ),
    reply=st.sampled_from(
        ["I reset it on Monday, it's {} now", "— {}, avec une majuscule.", "User: try {}"]
    ),
)
def test_the_answer_to_a_question_about_a_password_is_redacted(
    value: str, asked: str, reply: str
) -> None:
    text = f"{asked}\n{reply.format(value)}"
    _gone(text, value)


@pytest.mark.parametrize(
    "text",
    [
        "Le mot de passe est dans le tiroir du bureau, demande à Paul.",
        "Passwort zurücksetzen: https://portal.example.de/passwort-vergessen",
        "Pipe it in with `podman login --password-stdin` so the shell keeps no copy.",
        "Log in with your email and the password you chose when you signed up.",
        "golang.org/x/text v0.14.0 h1:ScX5w1eTa3QqT8oi6+ziP7dTV1S2+ALU0bI+0zXKWiQ=",
        'The API returned id "chatcmpl-Qb7rT2xVm9KpL4sW8nZc3yHd6fGj1" and stop.',
        "/subscriptions/5a1e2f7c-0b3d-4e8a-9c6f-2d7b1a4e8f90/resourceGroups/rg-web/providers/x",
        "USE_SECRET_STORE=false\nAPI_TOKEN_ROTATION=on\nPASSWORD_RESET_FLOW_V3=enabled",
        "# .env.sample\nWEBHOOK_SECRET=whsec_xxxxxxxxxxxxxxxxxxxx\nAPP_SECRET=change-me",
        "inet6 2001:db8:4c1a:77e0:9d2f:18ff:fe3a:b41c/64 scope global",
        "AWS account 731904562281, role arn:aws:iam::731904562281:role/ci-runner",
        'secret_id = "billing-api-key"',
        "Ejemplo: psql -U usuario -W 'TU_CONTRASEÑA' tienda",
        "Android versionCode 3107 ships Friday; PubChem CID 5793 is glucose.",
    ],
)
def test_said_of_a_password_and_public_ids_stay(text: str) -> None:
    assert redact(text) == (text, []), redact(text)


@settings(max_examples=50, deadline=None)
@given(
    words=st.lists(WORD, min_size=3, max_size=4),
    said=st.sampled_from(
        [
            "Set the NAS's disk encryption phrase to “{}” as agreed.",
            "For the shared Apple ID we use the phrase `{}` as the password.",
            "We picked '{}' as our wallet passphrase last night.",
        ]
    ),
)
def test_a_passphrase_of_words_named_by_what_it_unlocks_is_redacted(
    words: list[str], said: str
) -> None:
    phrase = " ".join(words)
    _gone(said.format(phrase), phrase)


@settings(max_examples=50, deadline=None)
@given(
    value=VALUE.filter(lambda v: not v.isdigit()),
    header=st.sampled_from(["password", "pass", "pw"]),
)
def test_a_box_drawn_or_tab_separated_tables_password_column_is_redacted(
    value: str, header: str
) -> None:
    rule = "+--------+---------+------------------+"
    head = f"| host   | user    | {header:<16} |"
    box = f"{rule}\n{head}\n{rule}\n| nas01  | admin   | {value:<16} |\n{rule}"
    out, _ = redact(box)
    assert value not in out and "admin" in out, out
    tabbed = f"host\tuser\t{header}\nftp.example.org\tupload\t{value}\n"
    out, _ = redact(tabbed)
    assert value not in out and "upload" in out, out
    # A table of hosts and users alone stays as written.
    plain = f"{rule}\n| host   | user    |\n{rule}\n| nas01  | {value:<7} |\n{rule}"
    assert redact(plain) == (plain, [])


# ---------------------------------------------------------------- set 11's kinds (issue 63)

DIGITS = st.integers(10**9, 10**11 - 1).map(str)
STRONG = st.tuples(WORD.map(str.capitalize), st.sampled_from("#&!_."), st.integers(10, 99)).map(
    lambda t: f"{t[0]}{t[1]}{t[2]}"
)


@settings(max_examples=60, deadline=None)
@given(
    label=st.sampled_from(
        ["PESEL", "PPS number", "IRD number", "NIF", "Rijksregisternummer", "Cédula", "CPF"]
    ),
    aside=st.sampled_from(
        [
            "córki do zapisu",
            "(for the Revenue form)",
            "for Kiwisaver",
            "para a fatura",
            "voor de huurovereenkomst",
            "pra nota fiscal",
            "",
        ]
    ),
    number=DIGITS,
)
def test_an_identity_number_after_its_label_and_what_it_is_for_is_redacted(
    label: str, aside: str, number: str
) -> None:
    # "PESEL córki do zapisu do przedszkola: 92031761227": words of any language, or an
    # aside in brackets, between the label and its colon.
    text = f"{label} {aside}: {number} (booked for Tuesday)".replace("  ", " ")
    _gone(text, number)


@settings(max_examples=40, deadline=None)
@given(
    label=st.sampled_from(["PAN card", "Medicare Beneficiary Identifier", "Medicare number"]),
    value=st.tuples(
        st.text("ABCDEFGHJKLMNPQRTUVWXY", min_size=4, max_size=5),
        st.integers(1000, 9999),
        st.sampled_from("ABCDEFGHJKLMNPQRTUVWXY"),
    ).map(lambda t: f"{t[0]}{t[1]}{t[2]}"),
)
def test_an_identity_number_of_letters_and_digits_is_redacted(label: str, value: str) -> None:
    _gone(f"{label}: {value} (Rahul Verma), needed for the certificate", value)


@settings(max_examples=40, deadline=None)
@given(
    form=st.sampled_from(
        [
            "Radio code for Oma's VW Polo after the battery swap: {c}",
            "Kluiscode hotelkamer 412: {c}",
            "Код от подъезда {c}В, этаж 5",
            "Il CVV della carta aziendale è {c3}, scade a dicembre",
        ]
    ),
    code=st.integers(1000, 9999),
)
def test_a_code_after_what_it_opens_is_redacted(form: str, code: int) -> None:
    text = form.format(c=code, c3=code % 900 + 100)
    secret = str(code) if "{c}" in form else str(code % 900 + 100)
    out, _ = redact(text)
    assert secret not in out, out


@pytest.mark.parametrize(
    "text",
    [
        "PIN must be 4 to 6 digits and can't be 1234 or 0000.",
        "The door code must never be 1111 or a birthday, says the landlord.",
        "STRIPE_SECRET_KEY=op://Engineering/Stripe/secret-key",
        "DB_PASSWORD=vault://secret/data/prod/db#password",
        "Verify it: minisign -Vm tool-1.8.0.tar.gz -P "
        "RWQY3xhAtuyJBTDJ2lGSisBLIOPAx/BPcAvBJ7aHdJQ6E9JTvZAA+lYc",
    ],
)
def test_code_rules_references_and_public_keys_stay(text: str) -> None:
    assert redact(text)[0] == text


@settings(max_examples=60, deadline=None)
@given(
    form=st.sampled_from(
        [
            "mat khau wifi nha moi la {v} nha, nho doi lai sau",
            "Kata laluan portal pelajar saya ialah {v}, tolong log masuk",
            "Olá Rui, a palavra-passe provisória do portal é {v}. Muda-a no primeiro acesso.",
            "Che, la contra del home banking quedó: {v}. Después la cambio.",
        ]
    ),
    value=STRONG,
)
def test_a_password_told_after_words_of_its_own_language_is_redacted(form: str, value: str) -> None:
    _gone(form.format(v=value), value)


@settings(max_examples=60, deadline=None)
@given(
    form=st.sampled_from(
        [
            "define( 'DB_PASSWORD', '{v}' );",
            "define('AUTH_KEY',         '{v}');",
            "config wifi-iface 'default_radio0'\n\toption ssid 'Home'\n\toption key '{v}'",
            "uci set wireless.default_radio1.key='{v}' && uci commit wireless",
            "wp config set DB_PASSWORD '{v}' --allow-root",
        ]
    ),
    value=STRONG,
)
def test_a_setting_named_for_a_secret_in_a_config_language_is_redacted(
    form: str, value: str
) -> None:
    _gone(form.format(v=value), value)


@settings(max_examples=40, deadline=None)
@given(
    ticket=st.sampled_from(["day", "Season", "boarding", "ski", "visitor", "weekend", "Museum"]),
    what=st.sampled_from(["£{n}, bench time included", "seat {n}C", "{n} euros for adults"]),
    n=st.integers(10, 99),
)
def test_a_ticket_called_a_pass_stays(ticket: str, what: str, n: int) -> None:
    # "Hotshop day pass: £45": a ticket and its price, not a password and its value.
    text = f"Hotshop {ticket} pass: {what.format(n=n)}."
    assert redact(text)[0] == text


@settings(max_examples=60, deadline=None)
@given(
    # (not a word that names a ticket by itself: "day pass: X" is read as a ticket's)
    # (nor a word that is itself a password's label in some language: "mdp", "pwd", "clave")
    noun=st.from_regex(r"[a-z]{3,10}", fullmatch=True).filter(
        lambda w: not ticket(f"{w} pass", "pass", len(w) + 1) and not _LABEL.fullmatch(w)
    ),
    said=st.sampled_from([" is ", ": ", " costs ", " is now ", " = "]),
    price=st.sampled_from(["£{n}", "${n}", "€{n}.50", "{n} pounds", "{n} euros", "£{n}k"]),
    n=st.integers(5, 990),
    after=st.sampled_from([".", "", " for ten visits.", ", valid a season"]),
)
def test_any_pass_with_a_price_stays_and_a_password_after_pass_does_not(
    noun: str, said: str, price: str, n: int, after: str
) -> None:
    # Whatever the pass is for ("the five-day lesson pass is £180"), a price said of it is
    # what it costs; the same words with a password after them still hide it.
    priced = f"The {noun} pass{said}{price.format(n=n)}{after}"
    assert redact(priced)[0] == priced
    told = " is " if "cost" in said else said  # (a password is never said to cost)
    secret = f"The {noun} pass{told}Qv{n}!mer{after}"
    assert f"Qv{n}!mer" not in redact(secret)[0]


@settings(max_examples=80, deadline=None)
@given(
    label=st.sampled_from(["the password is", "wifi password:", "pw =", "password", "the pin is"]),
    hedge=st.sampled_from(["approx.", "approx", "e.g.", "probably", "maybe", "something like"]),
    value=VALUE,
)
def test_a_hedge_between_a_label_and_its_value_is_no_value(
    label: str, hedge: str, value: str
) -> None:
    # "the password is approx. lemonrind" gave away "lemonrind" (the hedge was taken for the
    # value), and "password e.g. marlinfish" was no label and value at all.
    if label == "password" and hedge not in ("e.g.",):
        return  # (no separator but the hedge itself)
    if label == "the pin is" and not value.isdigit():
        return
    out, _ = redact(f"{label} {hedge} {value}")
    assert value not in out, out


_MADE_VALUE = r"[A-HJ-NP-Z][a-km-z][2-9][A-HJ-NP-Z][a-km-z][2-9][a-km-z]{2,4}"
# Cyrillic and Greek letters that look Latin, put for some of a label's letters.
_LOOKS = {"a": "а", "e": "е", "o": "о", "p": "р", "c": "с", "s": "ѕ", "i": "і"}


@settings(max_examples=60, deadline=None)
@given(
    label=st.sampled_from(["password", "Password", "passwort", "secret code", "passcode"]),
    swap=st.lists(st.booleans(), min_size=9, max_size=9),
    spelt=st.sampled_from(["", " ", "-"]),
    sep=st.sampled_from([": ", " = ", " is "]),
    value=st.from_regex(
        r"[A-HJ-NP-Z][a-km-z][2-9][A-HJ-NP-Z][a-km-z][2-9][a-km-z]{2,4}", fullmatch=True
    ),
)
def test_a_label_disguised_by_lookalike_letters_or_spelt_out_still_labels(
    label: str, swap: list[bool], spelt: str, sep: str, value: str
) -> None:
    # "Password: …" with U+0430 for its "a", "P A S S W O R D : …": read as the label shown.
    swaps = swap + [False] * len(label)  # (a longer label's later letters stay Latin)
    shown = "".join(_LOOKS.get(c, c) if on else c for c, on in zip(label, swaps, strict=False))
    if spelt and " " not in label:
        shown = spelt.join(shown)
    text = f"Note: {shown}{sep}{value} for the staging box."
    assert value not in redact(text)[0], text


@settings(max_examples=30, deadline=None)
@given(
    label=st.sampled_from(["credentials", "creds", "login"]),
    user=st.sampled_from(["bob", "ops", "svc_backup", "admin"]),
    value=st.from_regex(
        r"[A-HJ-NP-Z][a-km-z][2-9][A-HJ-NP-Z][a-km-z][2-9][a-km-z]{2,4}", fullmatch=True
    ),
)
def test_a_user_then_a_password_after_a_login_word_is_a_pair(
    label: str, user: str, value: str
) -> None:
    text = f"{label}: {user} {value} for the NAS."
    out = redact(text)[0]
    assert value not in out and user in out, out


@settings(max_examples=40, deadline=None)
@given(
    said=st.sampled_from(
        [
            "Mein Personalausweis: {}",
            "Personalausweisnummer {}",
            "Mein Reisepass hat die Nummer {}",
            "identity card: {}",
            "My ID card number is {}",
        ]
    ),
    value=st.from_regex(r"[CFGHJKLMNPRTVWXYZ][0-9CFGHJKLMNPRTVWXYZ]{7,8}", fullmatch=True).filter(
        lambda v: sum(c.isdigit() for c in v) >= 2
    ),
)
def test_an_identity_documents_number_after_its_name_is_redacted(said: str, value: str) -> None:
    text = said.format(value) + " It expires in 2031."
    assert value not in redact(text)[0], text


@settings(max_examples=40, deadline=None)
@given(body=st.lists(st.integers(0, 9), min_size=15, max_size=15))
def test_a_card_number_written_with_dots_is_a_card_number(body: list[int]) -> None:
    digits = [5, *body[1:]]  # a Mastercard's first digit, then a check digit by Luhn's rule
    total = sum(d if i % 2 else (d * 2 - 9 if d * 2 > 9 else d * 2) for i, d in enumerate(digits))
    number = "".join(map(str, [*digits, (10 - total % 10) % 10]))
    dotted = ".".join(number[i : i + 4] for i in range(0, 16, 4))
    assert dotted not in redact(f"card: {dotted} exp 03/29")[0]
