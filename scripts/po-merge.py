#!/usr/bin/env python3
"""Merges translations (a JSON object: English msgid -> translation) into a lingui .po catalog.

Usage: scripts/po-merge.py src/locales/lt/messages.po translations.json [more.json ...]
Only empty msgstr entries are filled; existing translations are kept."""
import json
import re
import sys

po_path, *sources = sys.argv[1:]
table = {}
for path in sources:
    table.update(json.load(open(path, encoding='utf-8')))

def unquote(lines):
    return ''.join(json.loads(l) for l in lines)

out, filled = [], 0
for block in open(po_path, encoding='utf-8').read().split('\n\n'):
    m = re.search(r'^msgid ((?:".*"\n?)+)msgstr ((?:".*"\n?)+)', block + '\n', re.M)
    if m:
        msgid = unquote(re.findall(r'".*"', m.group(1)))
        msgstr = unquote(re.findall(r'".*"', m.group(2)))
        if msgid and not msgstr and msgid in table:
            head = block[: block.index('msgstr ')]
            block = head + 'msgstr ' + json.dumps(table[msgid], ensure_ascii=False)
            filled += 1
    out.append(block)
open(po_path, 'w', encoding='utf-8').write('\n\n'.join(out))
print(f'filled {filled} translations in {po_path}')
