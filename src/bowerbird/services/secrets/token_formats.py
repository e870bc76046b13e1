"""Credentials by their format: the table of well-known token shapes (cloud keys, VCS and
package-registry tokens, payment and chat tokens, JWTs, private keys, connection strings
with a password, passwords on a command line), each a kind and a pattern whose first group,
when present, is the secret part. ``redact.find_secrets`` runs them first."""

from __future__ import annotations

import re

# (kind, pattern). The first group, when present, is the secret part; otherwise the whole match.
PATTERNS: list[tuple[str, re.Pattern[str]]] = [
    (
        "private-key",
        re.compile(
            r"-----BEGIN (?:[A-Z0-9]+ )*PRIVATE KEY(?: BLOCK)?-----.*?"
            r"(?:-----END (?:[A-Z0-9]+ )*PRIVATE KEY(?: BLOCK)?-----|\Z)",
            re.S,
        ),
    ),
    ("age-secret-key", re.compile(r"\b(AGE-SECRET-KEY-1[0-9A-Z]{58})\b")),
    # A password's crypt(3) hash ("$apr1$…$…" in .htpasswd, "$6$…$…" in /etc/shadow): it
    # opens to an offline guess, so it is kept no more than the password.
    (
        "password-hash",
        re.compile(
            r"(\$(?:1|5|6|apr1|y|gy|7|2[abxy]?|sha1|md5)\$(?:rounds=\d{1,7}\$)?"
            r"[./A-Za-z0-9]{1,64}\$[./A-Za-z0-9]{10,})"
        ),
    ),
    ("aws-access-key-id", re.compile(r"\b((?:AKIA|ASIA|AGPA|AIDA|AROA|ANPA)[A-Z0-9]{16})\b")),
    # API platforms' keys by their prefixes: Postman, Dynatrace, Pulumi, Braintree's access
    # token, Alibaba Cloud's key id.
    ("postman-key", re.compile(r"\b(PMAK-[0-9a-f]{24}-[0-9a-f]{34})\b")),
    ("dynatrace-token", re.compile(r"\b(dt0[a-z]\d{2}\.[A-Z0-9]{24}\.[A-Z0-9]{64})\b")),
    ("pulumi-token", re.compile(r"\b(pul-[0-9a-f]{40})\b")),
    (
        "braintree-token",
        re.compile(r"\b(access_token\$(?:production|sandbox)\$[0-9a-z]{16}\$[0-9a-f]{32})\b"),
    ),
    ("alibaba-key-id", re.compile(r"\b(LTAI[A-Za-z0-9]{12,20})\b")),
    # A personal access token by its name: Azure DevOps' are 52 small letters and digits.
    (
        "personal-access-token",
        re.compile(
            r"(?i)\b(?:PAT|personal\s+access\s+token)\b\s*(?:is|:|=)?\s*"
            r"((?-i:(?=[a-z0-9]*\d)[a-z0-9]{40,64}))\b"
        ),
    ),
    (
        "aws-secret-access-key",
        re.compile(
            r"(?i)aws.{0,20}?(?:secret|private).{0,20}?[\s:=\"']+([A-Za-z0-9/+=]{40})"
            r"(?![A-Za-z0-9/+=])"
        ),
    ),
    ("alibaba-access-key-id", re.compile(r"\b(LTAI[A-Za-z0-9]{20})\b")),
    ("github-token", re.compile(r"\b((?:ghp|gho|ghu|ghs|ghr)_[A-Za-z0-9]{36,255})\b")),
    ("github-fine-grained-token", re.compile(r"\b(github_pat_[A-Za-z0-9_]{60,255})\b")),
    ("gitlab-token", re.compile(r"\b(gl(?:pat|dt|rt|cbt|ptt|oas)-[A-Za-z0-9_\-]{20,})\b")),
    ("slack-token", re.compile(r"\b(xox[abposre]-[A-Za-z0-9-]{10,})\b")),
    ("slack-app-token", re.compile(r"\b(xapp-\d-[A-Z0-9]+-\d+-[a-f0-9]{32,})\b")),
    (
        "slack-webhook",
        re.compile(r"(https://hooks\.slack\.com/(?:services|workflows)/[A-Za-z0-9_/]{20,})"),
    ),
    (
        "discord-webhook",
        re.compile(r"(https://(?:\w+\.)?discord(?:app)?\.com/api/webhooks/\d+/[\w-]{30,})"),
    ),
    ("discord-token", re.compile(r"\b([MNO][A-Za-z\d_-]{23,27}\.[\w-]{6}\.[\w-]{27,40})\b")),
    ("telegram-bot-token", re.compile(r"\b(\d{8,10}:AA[A-Za-z0-9_\-]{33})\b")),
    # Publishable keys (pk_) are public by design: only secret and restricted keys.
    ("stripe-key", re.compile(r"\b((?:sk|rk)_(?:live|test)_[A-Za-z0-9]{16,})\b")),
    ("stripe-webhook-secret", re.compile(r"\b(whsec_[A-Za-z0-9]{24,})\b")),
    ("square-token", re.compile(r"\b(sq0(?:atp|csp)-[A-Za-z0-9_\-]{22,})\b")),
    ("shopify-token", re.compile(r"\b(shp(?:at|ss|ca|pa)_[a-fA-F0-9]{32})\b")),
    ("anthropic-key", re.compile(r"\b(sk-ant-[A-Za-z0-9_\-]{20,})\b")),
    ("openai-key", re.compile(r"\b(sk-(?:proj-|svcacct-|admin-)?[A-Za-z0-9_\-]{20,})\b")),
    # A short "sk-" key (a proxy's, a test key): letters and digits mixed, not "sk-learn".
    ("api-key", re.compile(r"(?<![\w-])(sk-(?=[A-Za-z]*\d)(?=\d*[A-Za-z])[A-Za-z0-9]{8,19})\b")),
    ("google-api-key", re.compile(r"\b(AIza[0-9A-Za-z_\-]{35})\b")),
    ("google-oauth-secret", re.compile(r"\b(GOCSPX-[A-Za-z0-9_\-]{20,})\b")),
    ("google-oauth-token", re.compile(r"\b(ya29\.[0-9A-Za-z_\-]{30,})\b")),
    ("npm-token", re.compile(r"\b(npm_[A-Za-z0-9]{36})\b")),
    ("pypi-token", re.compile(r"\b(pypi-[A-Za-z0-9_\-]{50,})\b")),
    ("twilio-key", re.compile(r"\b(SK[0-9a-fA-F]{32})\b")),
    ("mailgun-key", re.compile(r"\b(key-[0-9a-zA-Z]{32})\b")),
    ("mailchimp-key", re.compile(r"\b([0-9a-f]{32}-us\d{1,2})\b")),
    ("sendgrid-key", re.compile(r"\b(SG\.[A-Za-z0-9_\-]{16,}\.[A-Za-z0-9_\-]{16,})\b")),
    ("huggingface-token", re.compile(r"\b(hf_[A-Za-z0-9]{30,})\b")),
    ("digitalocean-token", re.compile(r"\b(do[pro]_v1_[a-f0-9]{64})\b")),
    ("vault-token", re.compile(r"\b(hv[sbr]\.[A-Za-z0-9_\-]{24,})\b")),
    ("doppler-token", re.compile(r"\b(dp\.(?:pt|st|sa|ct|scim|audit)\.[A-Za-z0-9]{40,})\b")),
    ("databricks-token", re.compile(r"\b(dapi[a-f0-9]{32}(?:-\d)?)\b")),
    ("grafana-token", re.compile(r"\b(gl(?:sa|c)_[A-Za-z0-9_=+/\-]{32,})\b")),
    ("newrelic-key", re.compile(r"\b(NR(?:AK|II|JS)-[A-Za-z0-9]{27})\b")),
    ("linear-key", re.compile(r"\b(lin_api_[A-Za-z0-9]{40})\b")),
    ("notion-token", re.compile(r"\b((?:secret|ntn)_[A-Za-z0-9]{43,46})\b")),
    ("atlassian-token", re.compile(r"\b(ATATT3[A-Za-z0-9_\-=]{100,})\b")),
    ("dropbox-token", re.compile(r"\b(sl\.[A-Za-z0-9_\-]{100,})\b")),
    ("airtable-token", re.compile(r"\b(pat[A-Za-z0-9]{14}\.[a-f0-9]{64})\b")),
    ("firebase-server-key", re.compile(r"\b(AAAA[A-Za-z0-9_\-]{7}:APA91b[A-Za-z0-9_\-]{60,})")),
    ("zapier-webhook", re.compile(r"(https://hooks\.zapier\.com/hooks/catch/\d+/[A-Za-z0-9]+)")),
    # A signed or keyed URL's secret parameter: S3's signature, Azure's sig, an appid.
    (
        "url-token",
        re.compile(
            r"(?i)[?&](?:x-amz-signature|x-amz-security-token|x-goog-signature|sig|signature|"
            r"token|access_token|id_token|api_?key|apikey|appid|app_id|client_secret|secret|"
            r"auth|password|pwd)=([^&\s#\"'<>]{8,})"
        ),
    ),
    # Twilio's auth token beside its account SID (Client('AC…', '<token>')).
    (
        "twilio-auth-token",
        re.compile(r"AC[0-9a-f]{32}['\"]?\s*,\s*['\"]([0-9a-f]{32})['\"]"),
    ),
    # A registry login in a Docker config: "auth": base64 of user:password.
    ("registry-auth", re.compile(r"\"auth\"\s*:\s*\"([A-Za-z0-9+/]{12,}={0,2})\"")),
    # A web framework's session cookie: "_myshop_session=<id>".
    ("cookie", re.compile(r"(?<![\w-])[\w-]*_session=([A-Za-z0-9%._-]{24,})")),
    # A calendar's secret address: anyone holding ".../private-<hex>/basic.ics" reads it.
    ("url-token", re.compile(r"/private-([0-9a-f]{32})/")),
    # An Ethereum-style private key: 64 hex digits its label names.
    (
        "private-key-hex",
        re.compile(
            r"(?i)\b(?:private|priv|secret|wallet|signing)[ _-]?key\b[^\n:=]{0,20}?[:=\s]\s*"
            r"((?:0x)?[0-9a-f]{64})\b"
        ),
    ),
    ("recovery-key", re.compile(r"\b(\d{6}(?:-\d{6}){7})\b")),
    ("facebook-token", re.compile(r"\b(EAA[A-Za-z0-9]{80,})\b")),
    ("twitter-bearer-token", re.compile(r"\b(A{22}[A-Za-z0-9%]{40,})\b")),
    (
        "sentry-dsn",
        re.compile(r"https://([0-9a-f]{32})@[\w.\-]*sentry\.io/\d+"),
    ),
    (
        "azure-storage-key",
        re.compile(r"(?i)AccountKey=([A-Za-z0-9+/=]{40,})"),
    ),
    (
        "jwt",
        re.compile(r"\b(eyJ[A-Za-z0-9_\-]{8,}\.eyJ[A-Za-z0-9_\-]{8,}\.[A-Za-z0-9_\-]{8,})"),
    ),
    (
        # With or without a user: postgres://u:pw@h, redis://:pw@h. A password written with
        # an "@" unescaped runs to the last "@" before the host (a host holds none).
        "connection-string-password",
        re.compile(r"\b[a-z][a-z0-9+.\-]{1,20}://[^\s:/@]{0,64}:([^\s/]{1,128})@[^\s/@]+", re.I),
    ),
    (
        "bearer-token",
        # (Quoted, as a proxy's or a client's config sets it: 'Authorization "Basic …"'.)
        re.compile(
            r"(?i)\bauthorization[\"']?\s*[:=,]?\s*[\"']?\s*(?:bearer|token|basic)\s+"
            r"([A-Za-z0-9._~+/=\-]{12,})"
        ),
    ),
    # A session cookie replayed or set: "Cookie: connect.sid=…", "Set-Cookie: session=…".
    ("cookie", re.compile(r"(?i)\b(?:set-)?cookie:\s*[\w.\-]{1,64}=([^;\s]{8,4096})")),
    # Passwords on a command line: mysql -pSECRET, sshpass -p SECRET, --password SECRET.
    (
        "cli-password",
        re.compile(r"(?:^|[\s`'\"(])(?:mysql\S*|mysqladmin|mysqldump)\b[^\n]*?\s-p([^\s`'\"]{3,})"),
    ),
    ("cli-password", re.compile(r"\bsshpass\s+-p\s*['\"]?([^\s'\"]{3,})")),
    (
        "cli-password",
        re.compile(r"(?i)--(?:password|passwd|pass|secret|token|api-key)[= ]['\"]?([^\s'\"]{3,})"),
    ),
    # A user and password given together on a command line: curl -u admin:pw, --user a:pw.
    (
        "cli-password",
        re.compile(r"(?:^|\s)(?:-u|--user)[= ]?\s*['\"]?[^\s:'\"@/]{1,64}:([^\s'\"@/]{3,128})"),
    ),
]
