#!/usr/bin/env python3
"""A minimal Mastermind bot in Python, standard library only: it plays one
duel for the account of an access token (scope bot), then exits. With
--challenge NAME it challenges NAME; without, it accepts the first
challenge addressed to it. Its guesses are random: the server judges them.

    python3 examples/bot.py --server http://127.0.0.1:8080 --token-file token [--challenge NAME --rated --preset P]
"""
import argparse, json, random, urllib.error, urllib.request

p = argparse.ArgumentParser()
p.add_argument("--server", required=True)
p.add_argument("--token-file", required=True)
p.add_argument("--challenge")
p.add_argument("--rated", action="store_true")
p.add_argument("--preset", default="logik")
a = p.parse_args()
token = open(a.token_file).readline().strip()

def call(method, path, body=None, stream=False):
    data = None if body is None else json.dumps(body).encode()
    req = urllib.request.Request(a.server + path, data, method=method, headers={
        "Authorization": "Bearer " + token, "Content-Type": "application/json"})
    answer = urllib.request.urlopen(req)
    return answer if stream else json.load(answer)

me = call("GET", "/api/account")["name"]
if a.challenge:
    duel = call("POST", "/api/duels", {"preset": a.preset, "opponent": a.challenge, "rated": a.rated})["id"]
else:
    for line in call("GET", "/api/account/stream", stream=True):
        m = json.loads(line) if line.strip() else {}
        offers = m.get("challenges", []) + ([m["duel"]] if m.get("type") == "challenge" else [])
        mine = [d for d in offers if (d.get("opponent") or "").lower() == me.lower()]
        if mine:
            duel = mine[0]["id"]
            call("POST", f"/api/duels/{duel}/accept", {})
            break

def code(setup):
    digits = range(1, setup["colours"] + 1)
    pegs = random.sample(digits, setup["pegs"]) if not setup["repetition"] else random.choices(digits, k=setup["pegs"])
    return (" " if setup["colours"] > 9 else "").join(map(str, pegs))

for _ in call("GET", f"/api/duels/{duel}/stream", stream=True):
    view = call("GET", f"/api/duels/{duel}")
    if view["state"] in ("over", "cancelled", "declined"):
        print(json.dumps({"duel": duel, "state": view["state"], "result": view["result"]}))
        break
    board, you = view["duel"], view["you"]
    if not board or not board["phase"].get("awaiting", {}).get(you):
        continue
    try:
        if board["phase"]["phase"] == "codes":
            call("POST", f"/api/duels/{duel}/code", {"code": code(view["setup"])})
        else:
            call("POST", f"/api/duels/{duel}/guesses", {"guess": code(view["setup"]), "turn": board["phase"]["turn"]})
    except urllib.error.HTTPError as e:
        if e.code != 409:  # 409: played already; the next view says what is
            raise
