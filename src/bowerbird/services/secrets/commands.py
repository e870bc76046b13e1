"""Credentials in what machines read: a command line gives its password by a flag
(``docker login -p``, ``mysql -pX``, ``ldapsearch -w``, ``htpasswd -b``, SQL's ``IDENTIFIED
BY``…), a config file by a name that ends in a secret's (YAML, INI, .env, JSON, a compose
list, systemd ``Environment=``), an XML name/value pair, a markdown table's password column.

Each value is taken whatever its shape, as after a label in prose (``labels.value_ok``): a
number alone on a command line is a port or a count and stays; so do placeholders, samples
and pointers (``$DB_PASS``, ``YOUR_TOKEN_HERE``). ``find_in_commands`` yields ``(kind, start,
end)`` spans; ``redact.find_secrets`` runs it beside its other rules.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from .labels import ARG, Found, quoted_ok, value_ok
from .secret_values import placeholder, points_elsewhere, sample, ticket
from .tables import find_in_tables

# Command lines: a password given by its flag.
_SEGMENT_END = r"[^\n;&|]*?"
_NOT_MYSQL = r"(?:[$#>][ \t]+)?(?<![\w-])(?!(?:mysql|mariadb)\w*\b)"
# A command's start (a line's, or after ; & |) that is not mysql's, and its words so far.
_COMMAND = r"(?m)(?:^|[;&|]\s*)" + _NOT_MYSQL + r"\S+" + _SEGMENT_END
# Each rule with the words one of which a text must hold for it to be worth running.
_FLAG_RULES: tuple[tuple[tuple[str, ...], re.Pattern[str]], ...] = (
    # A login tool's -p: docker/podman/helm registry logins, the mongo clients.
    (
        ("login", "mongo"),
        re.compile(
            r"(?i)(?<![\w-])(?:(?:docker|podman|buildah|skopeo|helm|oras|crane)\s+(?:registry\s+)?"
            r"login|mongo(?:sh|dump|restore|export|import)?)\b" + _SEGMENT_END + r"\s-p\s+" + ARG
        ),
    ),
    # mysql's password is glued to its -p ("-pS3cret"); "-p orders" names a database.
    (
        ("mysql", "mariadb"),
        re.compile(r"(?i)(?<![\w-])(?:mysql\w*|mariadb\w*)\b" + _SEGMENT_END + r"\s-p(?!\s)" + ARG),
    ),
    # Any other command with a user flag and a -p: "tool -u ops -p X", "tool -p X -u ops".
    (
        (" -u",),
        re.compile(_COMMAND + r"\s-u[ \t]+\S+" + _SEGMENT_END + r"\s-p[ \t]+" + ARG),
    ),
    (
        (" -u",),
        re.compile(_COMMAND + r"\s-p[ \t]+" + ARG + _SEGMENT_END + r"\s-u[ \t]+\S"),
    ),
    (
        ("redis-cli",),
        re.compile(
            r"(?i)(?<![\w-])redis-cli\b" + _SEGMENT_END + r"\s(?:-a|--pass|--askpass)\s+" + ARG
        ),
    ),
    (("sshpass",), re.compile(r"(?i)(?<![\w-])sshpass\s+-p\s*" + ARG)),
    # A Java keystore's passwords (keytool, jarsigner) and an MQTT client's capital -P.
    (
        ("-storepass", "-keypass", "-srcstorepass", "-deststorepass"),
        re.compile(r"(?i)(?<![\w-])-(?:src|dest)?(?:storepass|keypass)\s+" + ARG),
    ),
    (
        ("mosquitto",),
        re.compile(r"(?<![\w-])mosquitto_(?:pub|sub|rr)\b" + _SEGMENT_END + r"\s-P\s+" + ARG),
    ),
    # Gradle's signing block: storePassword 'x', keyPassword "x".
    (
        ("storepassword", "keypassword"),
        re.compile(r"(?<![\w.])(?:storePassword|keyPassword)\s*=?\s*" + ARG),
    ),
    # Long options that name the secret, wget's --http-password and the like included.
    (
        ("--",),
        re.compile(
            r"(?i)(?<![\w-])--(?:[\w]+-)?(?:password|passwd|pass|secret|token|api-key|"
            r"requirepass|masterauth)(?:=|\s+)" + ARG
        ),
    ),
    (
        ("from-literal",),
        re.compile(r"(?i)--from-literal=[\w.-]*(?:pass|pwd|secret|token|key)[\w.-]*=" + ARG),
    ),
    # curl -u user:pw, --user user:pw; lftp -u user,pw; smbclient -U user%pw.
    (("-u", "--user"), re.compile(r"(?:^|\s)(?:-u|--user)[= ]?\s*['\"]?[^\s:'\"@/]{1,64}:" + ARG)),
    (
        ("lftp",),
        re.compile(r"(?i)(?<![\w-])lftp\b" + _SEGMENT_END + r"\s-u\s+['\"]?[^\s,'\"]{1,64}," + ARG),
    ),
    (
        ("-u ",),
        re.compile(
            r"(?i)(?<![\w-])(?:smbclient|rpcclient|smbmap|smbget|mount\.cifs|crackmapexec|nxc)\b"
            + _SEGMENT_END
            + r"\s-U\s+['\"]?[^\s%'\"]{1,64}%"
            + r"(?:\"([^\"\n]{3,128})\"|"
            r"'?([^'\n]{3,128}?)'(?=\s|$)|([^\s'\"]{3,128}))"
        ),
    ),
    # ldapsearch -w, openssl -k / -pass pass:X, zip/unzip -P, sqlcmd and bcp -P, 7z -pX.
    (("ldap",), re.compile(r"(?i)(?<![\w-])ldap\w+\b" + _SEGMENT_END + r"\s-w\s+" + ARG)),
    (("openssl",), re.compile(r"(?i)(?<![\w-])openssl\b" + _SEGMENT_END + r"\s-k\s+" + ARG)),
    (("pass:",), re.compile(r"(?i)(?<![\w-])-pass(?:in|out)?\s+pass:" + ARG)),
    (
        ("zip", "sqlcmd", "bcp", "osql"),
        re.compile(
            r"(?i)(?<![\w-])(?:zip|unzip|zipcloak|sqlcmd|bcp|osql)\b"
            + _SEGMENT_END
            + r"\s-P\s+"
            + ARG
        ),
    ),
    (("7z",), re.compile(r"(?i)(?<![\w-])7z[ar]?\b" + _SEGMENT_END + r"\s-p(?!\s)" + ARG)),
    # A password piped into a --password-stdin: "echo 'gravelpit' | docker login …".
    # PowerShell's ConvertTo-SecureString "X", SQL's IDENTIFIED BY / PASSWORD 'X', a
    # chpasswd line, net user NAME X, ssh-keygen -N X.
    (("securestring",), re.compile(r"(?i)ConvertTo-SecureString\s+(?:-String\s+)?" + ARG)),
    (
        ("identified", "password"),
        re.compile(
            r"(?i)\b(?:CREATE|ALTER)\s+(?:USER|ROLE|LOGIN)\b[^;\n]{0,80}?"
            r"(?:IDENTIFIED\s+BY|WITH\s+(?:ENCRYPTED\s+)?PASSWORD|PASSWORD\s*=)\s*" + ARG
        ),
    ),
    (
        ("chpasswd",),
        re.compile(
            r"(?i)(?:echo|printf)\s+['\"]?[\w.-]{1,32}:([^\s'\"]{3,128})['\"]?\s*\|\s*(?:sudo\s+)?chpasswd"
        ),
    ),
    (("net user",), re.compile(r"(?i)\bnet\s+user\s+[\w.-]{1,32}\s+(?!/)" + ARG)),
    # HTTPie and xh take a user and password by -a/--auth ("http -a admin:pw POST …").
    (
        ("http", "xh"),
        re.compile(
            r"(?i)(?<![\w-])(?:https?|xhs?)(?=\s)"
            + _SEGMENT_END
            + r"\s(?:-a|--auth)[= ]\s*['\"]?[^\s:'\"@/]{1,64}:"
            + ARG
        ),
    ),
    # schtasks' run-as password, /RP.
    (("schtasks",), re.compile(r"(?i)\bschtasks\b" + _SEGMENT_END + r"\s/RP\s+" + ARG)),
    # Oracle's thin URL carries user/password@host.
    (("jdbc:oracle",), re.compile(r"(?i)jdbc:oracle:\w+:[^/\s:@'\"]{1,64}/([^@\s/'\"]{3,128})@")),
    # SNMPv3 users: Cisco's "snmp-server user … auth sha X priv aes 128 Y", net-snmp's
    # "createUser name SHA \"X\" AES \"Y\"" — both passphrases.
    (
        ("snmp-server", "createuser"),
        re.compile(
            r"(?i)(?:snmp-server\s+user\b[^\n]*?\sauth|createUser\s+\S+)\s+"
            r"(?:md5|sha\w*)\s+" + ARG
        ),
    ),
    (
        ("snmp-server", "createuser"),
        re.compile(
            r"(?i)(?:snmp-server\s+user\b|createUser\s+\S+)[^\n]*?\s(?:priv\s+)?"
            r"(?:des|3des|aes\w*)(?:\s+\d{3})?\s+" + ARG
        ),
    ),
    # A TACACS+ or RADIUS server's shared key in IOS ("key 0 X", "key X"; 7 is IOS's own
    # reversible cipher, a secret too).
    (
        ("tacacs", "radius"),
        re.compile(r"(?im)^[ \t]*(?:server-)?key\s+(?:[07]\s+)?" + ARG + r"[ \t]*$"),
    ),
    # A passphrase piped into cryptsetup ("echo -n 'X' | sudo cryptsetup luksOpen …").
    (
        ("cryptsetup",),
        re.compile(r"(?i)(?<![\w-])(?:echo|printf)\s+(?:-n\s+)?" + ARG + r"\s*\|[^\n]*cryptsetup"),
    ),
    (("ssh-keygen",), re.compile(r"(?i)\bssh-keygen\b" + _SEGMENT_END + r"\s-[NP]\s+" + ARG)),
    # A password piped into what reads one from its input: docker's --password-stdin,
    # sudo -S, gpg's --passphrase-fd 0, passwd --stdin ("echo 'X' | sudo -S apt upgrade").
    (
        ("password-stdin", "sudo", "passphrase-fd", "--stdin"),
        re.compile(
            r"(?i)(?<![\w-])(?:echo|printf)\s+(?:-n\s+)?(?:['\"]%s\\n['\"]\s+)?"
            + ARG
            + r"\s*\|[^\n]*(?:--password-stdin|\bsudo\s+(?:-\w+\s+)*-S\b|--passphrase-fd\s+0|"
            r"\bpasswd\s+--stdin)"
        ),
    ),
    (("sudo",), re.compile(r"(?i)\bsudo\s+(?:-\w+\s+)*-S\s+<<<\s*" + ARG)),
    # IPMI and SQL clients' capital -P (ipmitool, FreeTDS's tsql); racadm's -p.
    (
        ("ipmitool", "tsql"),
        # (Capital -P only: FreeTDS's -p is the port.)
        re.compile(r"(?<![\w-])(?i:ipmitool|tsql)\b" + _SEGMENT_END + r"\s-P\s+" + ARG),
    ),
    (("racadm",), re.compile(r"(?i)(?<![\w-])racadm\b" + _SEGMENT_END + r"\s-p\s+" + ARG)),
    # Oracle's tools take user/password@database ("sqlplus hr/X@//db:1521/PDB", "expdp
    # system/X@PROD", "rman target sys/X@prod"); a database link is IDENTIFIED BY.
    (
        ("sqlplus", "expdp", "impdp", "sqlldr", "rman", "dgmgrl"),
        re.compile(
            r"(?i)(?<![\w-])(?:sqlplus|expdp|impdp|sqlldr|dgmgrl|rman)\b"
            + _SEGMENT_END
            + r"\s['\"]?[\w$#]{1,30}/([^@\s/'\"]{3,128})@"
        ),
    ),
    (
        ("identified",),
        re.compile(r"(?i)\bCONNECT\s+TO\s+[\w$#\"]{1,32}\s+IDENTIFIED\s+BY\s+" + ARG),
    ),
    # HAProxy's stats page login: "stats auth admin:X".
    (("stats auth",), re.compile(r"(?i)\bstats\s+auth\s+[^\s:]{1,64}:" + ARG)),
    # An expect script's answer to a password prompt; pexpect's sendline after one.
    (
        ("expect",),
        re.compile(
            r"(?i)expect\s*\(?\s*[\"'][^\"'\n]*(?:assword|passphrase|\bpin\b)[^\"'\n]*[\"']\s*\)?"
            r"\s*\n\s*(?:[\w.]+\.)?(?:send|sendline)\s*\(?\s*"
            r"(?:\"([^\"\n\\]{3,128})(?:\\r|\\n)?\"|'([^'\n\\]{3,128})(?:\\r|\\n)?')"
        ),
    ),
)
# Code: a credential given as a string literal to what takes one, by its place.
_LIT = r"(?:\"[^\"\n]{0,200}\"|'[^'\n]{0,200}')"
_SECRET_LIT = r"(?:\"([^\"\n]{3,128})\"|'([^'\n]{3,128})')"
_ARG_ANY = r"(?:" + _LIT + r"|[\w.$\[\]'\"()]{1,80})"
# A value code's tests type ("differentpass", "wrong_pwd", "invalid-secret"): a fixture.
_FIXTURE = re.compile(r"(?i)test|wrong|different|invalid|incorrect|pass|pwd|secret|dummy|fake")
_CODE_RULES: tuple[tuple[tuple[str, ...], re.Pattern[str]], ...] = (
    # (user, password): requests/httpx auth tuples, HTTPBasicAuth, aiohttp's BasicAuth,
    # .NET's NetworkCredential (user, password[, domain]).
    (
        ("auth", "credential"),
        re.compile(
            r"(?:\bauth\s*=\s*|\b(?:HTTPBasicAuth|HTTPDigestAuth|HTTPProxyAuth|BasicAuth|"
            r"NetworkCredential|UsernamePasswordCredentials|PasswordAuthentication|"
            r"UsernamePasswordAuthenticationToken)\]?\s*(?:::new)?)\(\s*"
            + _LIT
            + r"\s*,\s*"
            + _SECRET_LIT
        ),
    ),
    # (where, user, password): JDBC's getConnection, PHP's PDO and mysqli_connect,
    # Sequelize (database, user, password).
    (
        ("getconnection", "pdo", "mysqli", "sequelize", "mysql_connect"),
        re.compile(
            r"(?i)\b(?:DriverManager\.getConnection|new\s+PDO|mysqli_connect|new\s+mysqli|"
            r"mysql_connect|new\s+Sequelize)\s*\(\s*"
            + _ARG_ANY
            + r"\s*,\s*"
            + _LIT
            + r"\s*,\s*"
            + _SECRET_LIT
        ),
    ),
    # A setting named as a password set to a literal: props.setProperty("password", "X"),
    # app.config['MAIL_PASSWORD'] = 'X', settings["db_pass"] = "X".
    (
        ("pass", "pwd"),
        re.compile(
            r"(?i)(?:\bsetProperty\s*\(|\[)\s*[\"'][\w.-]*(?:password|passwd|pass|pwd)[\"']\s*"
            r"(?:,|\]\s*=)\s*" + _SECRET_LIT
        ),
    ),
    # A browser test typing into a password field: page.fill('#password', 'X'),
    # cy.get('input[name=password]').type('X'), find_element(By.ID, "pass").send_keys("X").
    (
        ("pass", "pwd"),
        re.compile(
            r"(?i)(?:\.(?:fill|type)\s*\(\s*[\"'][^\"'\n]*(?:pass|pwd)[^\"'\n]*[\"']\s*,\s*"
            r"|\.(?:get|find_element\w*|findElement|locator|\$)\s*\([^()\n]*[\"'][^\"'\n]*"
            r"(?:pass|pwd)[^\"'\n]*[\"']\s*\)\s*\.(?:type|send_keys|sendKeys|fill|setValue)\s*\(\s*)"
            + _SECRET_LIT
        ),
    ),
    # XML: an unattended install's <Password><Value>X</Value>, a plist's
    # <key>…Password</key><string>X</string>.
    (
        ("password",),
        re.compile(
            r"(?i)<(?:\w+:)?(?:\w*Password)>\s*<Value>([^<\n]{3,128})</Value>"
            r"|<key>[\w.-]*Password</key>\s*<string>([^<\n]{3,128})</string>"
        ),
    ),
)
# Every word a rule above is read for: the redactor's first look reads a text holding one.
RULE_WORDS = frozenset(word for words, _ in (*_FLAG_RULES, *_CODE_RULES) for word in words)
# htpasswd -b: the password is the last of its arguments (file, user, password; -n: no file).
_HTPASSWD = re.compile(r"(?i)(?<![\w-])htpasswd\s+((?:-\w+\s+)+)((?:[^\s-][^\s]*\s+){1,2})" + ARG)
# net use: a password stands beside the share, before or after /user:.
_NET_USE = re.compile(r"(?i)(?<![\w-])net\s+use\b([^\n]*)")


def _flags(text: str, lowered: str) -> Iterator[Found]:
    for words, rule in _FLAG_RULES:
        if not any(word in lowered for word in words):
            continue
        for match in rule.finditer(text):
            group = next(n for n in range(1, 4) if match.group(n) is not None)
            value = match.group(group)
            if words == (" -u",) and re.search(r"(?i)\b(?:mysql|mariadb)", match.group(0)):
                continue  # mysql's "-p orders" names a database (its rule is the one above)
            if value.isdigit() and "IDENTIFIED" not in match.group(0).upper():
                continue  # a port, a count: a number alone on a command line is no password
            quoted = group < rule.groups and len(value.split()) > 1
            if value_ok(value) or value.isdigit() or (quoted and quoted_ok(value)):
                yield "cli-password", *match.span(group)
    if "htpasswd" not in lowered and "net use" not in lowered:
        return
    for match in _HTPASSWD.finditer(text):
        flags = match.group(1)
        if "b" not in flags.replace("-", ""):
            continue
        needed = 1 if "n" in flags.replace("-", "") else 2
        if len(match.group(2).split()) != needed:
            continue
        group = next(n for n in range(3, 6) if match.group(n) is not None)
        if value_ok(match.group(group)) or match.group(group).isdigit():
            yield "cli-password", *match.span(group)
    for match in _NET_USE.finditer(text):
        start = match.start(1)
        for token in re.finditer(r"\S+", match.group(1)):
            word = token.group(0)
            if word.startswith(("/", "\\\\")) or word == "*" or re.fullmatch(r"\w:", word):
                continue
            if value_ok(word) or word.isdigit():
                yield "cli-password", start + token.start(), start + token.end()
            break


# A config line whose name ends in a secret's name, and its value: YAML, INI, .env, JSON,
# a compose file's list ("- POSTGRES_PASSWORD=gooseberry"), a Java properties file.
_ASSIGNED = re.compile(
    r"(?im)(?:^|[\s{,\[`])[\"']?((?:[A-Za-z][\w.-]*?)?(?:pass(?:word|wd|phrase)?|pwd|psk|secret|"
    r"api[_-]?key|apikey|access[_-]?key|private[_-]?key|auth[_-]?token|access[_-]?token|"
    r"token))[\"']?[ \t]*[:=][ \t]*(?:\"([^\"\n]{1,80})\"|'([^'\n]{1,80})'|"
    r"([^\s,;\"'}\]`]{3,80}))(?=[\s,}\]#`]|$)"
)
# A name its value is taken for: the secret's word ends it ("admin_password", "SMTP_PASS",
# "db.pass"), never one that says where or what shape ("PASSWORD_FILE", "token_type").
_ASSIGNED_NAME = re.compile(
    r"(?i)(?:^|[_.-])(?:pass(?:word|wd|phrase)?|pwd|psk|secret|api[_-]?key|apikey|"
    r"access[_-]?key|private[_-]?key|auth[_-]?token|access[_-]?token|token)$"
    r"|^[a-z]+(?:Password|Passwd|Pass|Secret|Token|ApiKey|Key)$|^(?:password|passwd|pass|pwd)$",
)
# An XML name/value pair: <property name="password" value="…"/>, <add key="SmtpPassword"
# value="…" />.
_XML_PAIR = re.compile(
    r"(?i)\b(?:name|key)\s*=\s*[\"'][\w.-]*(?:password|passwd|pwd|secret|token|apikey)[\"']"
    r"\s+value\s*=\s*[\"']([^\"'\n]{3,128})[\"']"
)
# A markdown table whose header names a password column: its cells below.


def _config(text: str) -> Iterator[Found]:
    for match in _ASSIGNED.finditer(text):
        name = match.group(1)
        if not _ASSIGNED_NAME.search(name) or points_elsewhere(name.upper()):
            continue
        if ticket(text, name, match.start(1), match.end(1)):
            continue  # "day pass: £45", "boarding pass: seat 14C"
        group = next(n for n in range(2, 5) if match.group(n) is not None)
        value = match.group(group)
        quoted = group < 4
        if not quoted and (value.endswith(":") or re.search(r"[a-z][A-Z]", name)):
            continue  # "RDSPassword: Type:", "hashedPassword = hash": a key, an identifier
        words = value.split()
        if quoted and 1 < len(words) <= 8:
            ok = not placeholder(value) and not sample(value)
        else:
            ok = value_ok(value) or (
                value.isdigit() and len(value) >= 4 and "token" not in name.lower()
            )
        if ok:
            # The kinds of the assignment rules of ``redact``, whichever rule found it.
            kind = "password" if re.search(r"(?i)pass|pwd", name) else "high-entropy-secret"
            yield kind, *match.span(group)
    if "value" not in text:
        return
    for match in _XML_PAIR.finditer(text):
        if value_ok(match.group(1)):
            yield "password", *match.span(1)


# A password manager's XML export: KeePass's <Key>Password</Key><Value>…</Value>.
_KEEPASS = re.compile(r"(?i)<Key>\s*Password\s*</Key>\s*<Value[^>]*>([^<\n]{1,128})</Value>")


def _code(text: str, lowered: str) -> Iterator[Found]:
    for words, rule in _CODE_RULES:
        if not any(word in lowered for word in words):
            continue
        for match in rule.finditer(text):
            group = next(n for n in range(1, rule.groups + 1) if match.group(n) is not None)
            value = match.group(group)
            # (A test's fixture, "testpass", "differentpass", "wrongpassword123", is a sample.)
            if value_ok(value) and not sample(value) and not _FIXTURE.search(value):
                yield "password", *match.span(group)


def find_in_commands(text: str) -> Iterator[Found]:
    """Every credential ``text`` gives on a command line, in code, in a config line, an XML
    pair or a markdown table (see the module docstring). A rule runs only on a text holding
    one of its words (a substring test costs a fraction of a scan)."""
    lowered = text.lower()
    yield from _flags(text, lowered)
    yield from _code(text, lowered)
    if any(word in lowered for word in ("pass", "pwd", "psk", "secret", "key", "token")):
        yield from _config(text)
    yield from find_in_tables(text, lowered)
    if "<key>" in lowered:
        for match in _KEEPASS.finditer(text):
            if value_ok(match.group(1)):
                yield "password", *match.span(1)
