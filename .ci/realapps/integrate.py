#!/usr/bin/env python3
"""Real apps, end to end: on the commit before each team moved from CocoaPods to SwiftPM, run
`mortar migrate --manifest Podfile --write --accept-later-versions --accept-default-branch`, `mortar generate`,
`mortar integrate --dry-run`, `mortar integrate`, and `mortar integrate` again (it must change
nothing); then CocoaPods' Xcodeproj library (`xcodeproj-oracle.rb view` / `packages`) reads the
project integrate wrote, and the products linked per target are compared with the team's own
project after its move (`XCSwiftPackageProductDependency` per target). Not run by CI.

The offline world is run.py's (a loopback trunk CDN of specs/ and `insteadOf` mirrors).
Needs the oracle (CP_CORE_DIR, CP_DIR; ../shared/tools/cp-oracle.md) and a built `mortar`.

Usage: .ci/realapps/integrate.py [--mortar PATH] [--keep] [APP ...]
"""
import argparse, json, os, re, shutil, subprocess, sys, tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import run  # noqa: E402  (the world: APPS, trunk_folder, serve, git_config)

ORACLE = os.environ.get("XCODEPROJ_ORACLE", os.path.join(run.ROOT, "..", "..", "shared", "tools", "xcodeproj-oracle.rb"))
if not os.path.exists(ORACLE):
    ORACLE = "/work/shared/tools/xcodeproj-oracle.rb"

# Per app: the Xcode project, and the pins a user adds by hand in the mortar.json beside the
# Podfile for the pods migrate cannot map (a fork, a default branch), as the team linked them.
PROJECTS = {
    "xdripswift": "xdrip.xcodeproj",
    "kiwix": "Kiwix.xcodeproj",
    "Unwrap": "Unwrap.xcodeproj",
    "penn-mobile-ios": "PennMobile.xcodeproj",
    "iOS-Open-GPX-Tracker": "OpenGpxTracker.xcodeproj",
    "SpiceCompanion": "SpiceCompanion.xcodeproj",
    "criticalmaps-ios": "CriticalMaps.xcodeproj",
    "monitorizare-vot-ios": "MonitorizareVot.xcodeproj",
    "OpenDocument.ios": "OpenDocumentReader.xcodeproj",
    "braze-demo": "Braze Demo.xcodeproj",
    "HackerTracker-iOS": "hackertracker.xcodeproj",
    "Podcasts-UIKit": "Podcasts.xcodeproj",
    "NadoSunbae-iOS": "NadoSunbae.xcodeproj",
    "Jared": "Jared.xcodeproj",
    "Fire": "Fire.xcodeproj",
    "ios-base": "ios-base.xcodeproj",
    "daysleft": "DaysLeft.xcodeproj",
}


# The pods migrate cannot map (a fork the team switched to): a user pins them by hand in
# mortar.json, as unmapped-pod's help says, with the repository and products the team linked.
# The lock's version is kept: integrate links through the composite package and resolves
# nothing, so the version does not change the project. (`:git` pods and packages only on a
# default branch need no hand: `migrate --write --accept-default-branch` records their pins.)
HAND_PINS = {
    "xdripswift": {"PieCharts": ("https://github.com/paulplant/PieCharts", ["PieCharts"])},
    "penn-mobile-ios": {"ScrollableGraphView": ("https://github.com/GZaccaroni/ScrollableGraphView", ["ScrollableGraphView"])},
    # An http binary pod whose SwiftPM package is another repository: no spec names it.
    "OpenDocument.ios": {"Google-Mobile-Ads-SDK": ("https://github.com/googleads/swift-package-manager-google-mobile-ads", ["GoogleMobileAds"])},
    # An umbrella of a binary SDK (an `http` archive on dl.google.com): no source known.
    "HackerTracker-iOS": {"Firebase": ("https://github.com/firebase/firebase-ios-sdk", ["FirebaseAuth", "FirebaseFirestore", "FirebaseFirestoreSwift-Beta", "FirebaseStorage", "FirebaseStorageSwift-Beta"])},
}

# A conflict migrate reports and refuses to write (`version-conflict`: Podcasts-UIKit's lock pins
# Alamofire 4.8.1, AlamofireNetworkActivityIndicator's first package needs Alamofire 5): a user
# resolves it as its help says, here as the team did (Moya 14, which takes Alamofire 5), by pins
# in the mortar.json beside the Podfile before `migrate --write`.
HAND_RESOLVE = {
    "Podcasts-UIKit": {
        "Alamofire": ("https://github.com/Alamofire/Alamofire.git", ["Alamofire"], "5.0.0"),
        "Moya": ("https://github.com/Moya/Moya.git", ["Moya"], "14.0.0"),
    },
}

# Pods the team dropped from its Podfile in the move (replaced by another library, or its code
# copied into the app): a user removes their lines, as the team did.
HAND_DROPS = {"criticalmaps-ios": ["NSString-Hashes"], "OpenDocument.ios": ["ScrollableSegmentedControl"], "Fire": ["SQLCipher"]}


def follow_migrate(folder, hand, lock_versions, drops=(), podfile="Podfile"):
    """What migrate's report leaves to a user: pin the pods it could not map (a fork), in the
    mortar.json beside the Podfile, and drop the pods the team dropped. Returns what was done."""
    pins = {name: json.dumps({"version": lock_versions.get(name, "1.0.0"), "git": url, "products": products})
            for name, (url, products) in hand.items()}
    done = [f"{name}: pinned by hand as the team linked it" for name in sorted(pins)]
    podfile = os.path.join(folder, podfile)
    text = open(podfile).read()
    for name in drops:
        text = re.sub(r"^\s*pod\s+['\"]" + re.escape(name) + r"['\"][^\n]*\n", "", text, flags=re.M)
        done.append(f"{name}: its pod lines removed, as the team did")
    open(podfile, "w").write(text)
    sidecar = os.path.join(folder, "mortar.json")
    if not os.path.exists(sidecar):
        open(sidecar, "w").write('{\n  "pins": {\n  }\n}\n')
    body = open(sidecar).read()
    entries = "".join(f'\n    "{n}": {p},' for n, p in sorted(pins.items()) if f'"{n}":' not in body)
    body = body.replace('"pins": {', '"pins": {' + entries, 1)
    body = re.sub(r",(\s*\})", r"\1", body)  # no trailing comma before a closing brace
    open(sidecar, "w").write(body)
    return done


def lock_versions(folder):
    versions = {}
    for m in re.finditer(r"^  - ([^ /(]+)(?:/[^ (]+)? \(([^)]+)\)", open(os.path.join(folder, "Podfile.lock")).read(), re.M):
        versions.setdefault(m.group(1), m.group(2))
    return versions


def sh(argv, cwd, env, log):
    proc = subprocess.run(argv, cwd=cwd, env=env, capture_output=True, text=True)
    with open(log, "a") as f:
        f.write(f"$ {' '.join(argv)}\n# exit {proc.returncode}\n{proc.stdout}{proc.stderr}\n")
    return proc


def extract(repo, commit, paths, folder):
    os.makedirs(folder, exist_ok=True)
    archive = subprocess.run(["git", "--git-dir", repo, "archive", commit, "--", *paths], capture_output=True, check=True).stdout
    subprocess.run(["tar", "-x", "-C", folder], input=archive, check=True)


def oracle(mode, project, *extra):
    proc = subprocess.run(["ruby", ORACLE, mode, project, *extra], capture_output=True, text=True)
    return json.loads(proc.stdout) if proc.returncode == 0 else {"error": proc.stderr.strip()}


def compare_deintegrate(ours, pristine):
    """`pod deintegrate`'s own code (`xcodeproj-oracle.rb deintegrate`) on the project before:
    per target, the build phases, frameworks (package products aside) and base configurations
    it leaves, against those integrate left. Returns the differences (none: [])."""
    theirs = oracle("deintegrate", pristine, pristine[: -len(".xcodeproj")] + "-deintegrated.xcodeproj")
    if "error" in theirs or "error" in ours:
        return [theirs.get("error") or ours.get("error")]
    products = lambda t: {p["product"] for p in t["package_products"]}
    shape = lambda t: {"build_phases": t["build_phases"], "frameworks": [f for f in t["frameworks"] if f not in products(t)],
                       "configurations": t["configurations"]}
    mine = {t["name"]: shape(t) for t in ours["targets"]}
    diffs = []
    for t in theirs["targets"]:
        other = mine.get(t["name"])
        for k, v in shape(t).items():
            if other is None or other[k] != v:
                diffs.append(f"{t['name']} {k}: deintegrate {v} integrate {other and other[k]}")
    if ours["groups"] != theirs["groups"]:
        diffs.append(f"groups: deintegrate {theirs['groups']} integrate {ours['groups']}")
    return diffs


def sidecar_pins(folder):
    """The products of each pin in the mortar.json beside the Podfile (its `//` lines aside)."""
    path = os.path.join(folder, "mortar.json")
    if not os.path.exists(path):
        return {}
    text = "".join(line for line in open(path) if not line.lstrip().startswith("//"))
    try:
        return {name: pin.get("products", []) for name, pin in json.loads(text).get("pins", {}).items()}
    except ValueError:
        return {}


def products_per_target(packages_view):
    return {t: sorted({p["product"] for p in ps}) for t, ps in packages_view.get("targets", {}).items()}


def integrate_app(app, mortar, work, env):
    spec = run.APPS[app]
    repo = os.path.join(run.MIRROR, spec["mirror"], "repo")
    project = PROJECTS[app]
    # An app may keep its Podfile and project in a folder ("dir") and spell the Podfile
    # otherwise ("podfile"); the commands run in that folder.
    sub, podfile = spec.get("dir", ""), spec.get("podfile", "Podfile")
    within = lambda *parts: os.path.join(*parts, sub) if sub else os.path.join(*parts)
    folder = within(work, app)
    pristine = within(work, app + "-pristine")
    listing = subprocess.run(["git", "--git-dir", repo, "ls-tree", "-r", "--name-only", spec["before"]], capture_output=True, text=True, check=True).stdout.split("\n")
    relative = [p[len(sub) + 1:] if sub else p for p in listing if not sub or p.startswith(sub + "/")]
    wanted = [p for p in relative if p in (podfile, "Podfile.lock") or (p.startswith(project + "/") or p.split("/")[0].endswith(".xcworkspace")) and (p.endswith(".pbxproj") or p.endswith(".xcworkspacedata"))]
    # The app's own sources (not Pods/): integrate reads a test bundle's to see what it imports.
    wanted += [p for p in relative if p.endswith((".swift", ".m", ".mm", ".h")) and not p.startswith("Pods/")]
    inside = lambda paths: [os.path.join(sub, p) if sub else p for p in paths]
    extract(repo, spec["before"], inside(wanted), os.path.join(work, app))
    extract(repo, spec["before"], inside([project + "/project.pbxproj"]), os.path.join(work, app + "-pristine"))
    after = within(work, app + "-after")
    extract(repo, spec["after"], inside([project + "/project.pbxproj"]), os.path.join(work, app + "-after"))
    log = folder + ".log"
    pbxproj = os.path.join(folder, project, "project.pbxproj")
    result = {"app": app, "steps": {}}
    resolve = HAND_RESOLVE.get(app, {})
    if resolve:
        pins = ",\n".join(f'    "{n}": {json.dumps({"version": v, "git": u, "products": ps})}' for n, (u, ps, v) in sorted(resolve.items()))
        open(os.path.join(folder, "mortar.json"), "w").write('{\n  "pins": {\n' + pins + "\n  }\n}\n")
    proc = sh([mortar, "migrate", "--manifest", podfile, "--write", "--accept-later-versions", "--accept-default-branch"], folder, env, log)
    result["steps"]["migrate"] = {"exit": proc.returncode, "changed": False, "stderr": proc.stderr.strip()[-2000:], "stdout": proc.stdout.strip()[-4000:]}
    result["by hand"] = [f"{n}: pinned at {v} before migrate (its version-conflict resolved as the team did)" for n, (_, _, v) in sorted(resolve.items())]
    result["by hand"] += follow_migrate(folder, HAND_PINS.get(app, {}), lock_versions(folder), HAND_DROPS.get(app, ()), podfile)
    steps = [
        ("generate", ["generate", "--manifest", podfile]),
        ("dry-run", ["integrate", "--manifest", podfile, "--dry-run"]),
        ("integrate", ["integrate", "--manifest", podfile]),
        ("again", ["integrate", "--manifest", podfile]),
    ]
    for name, argv in steps:
        before = open(pbxproj, "rb").read()
        proc = sh([mortar, *argv], folder, env, log)
        changed = open(pbxproj, "rb").read() != before
        result["steps"][name] = {"exit": proc.returncode, "changed": changed, "stderr": proc.stderr.strip()[-2000:], "stdout": proc.stdout.strip()[-4000:]}
    result["oracle"] = oracle("view", os.path.join(folder, project)).get("summary")
    result["deintegrate"] = compare_deintegrate(oracle("view", os.path.join(folder, project)), os.path.join(pristine, project))
    ours = products_per_target(oracle("packages", os.path.join(folder, project)))
    team = products_per_target(oracle("packages", os.path.join(after, project)))
    result["ours"], result["team"] = ours, team
    # The pods both moved: the team linked a package for it and Mortar linked its products (the
    # team's products, or those of the pod's pin in mortar.json: Podcasts-UIKit's team linked
    # `KingfisherStatic` where the pin says `Kingfisher`).
    pins = sidecar_pins(folder)
    pods = []
    for pod, t in spec["team"].items():
        if not t or t[1] == "dependency":
            continue
        theirs = {x for x in team for p in t[1] if p in team[x]}
        mine = {x for x in ours for p in list(t[1]) + pins.get(pod, []) if p in ours[x]}
        if not mine:
            pods.append({"pod": pod, "both": False, "team": sorted(theirs)})
            continue
        pods.append({"pod": pod, "both": True, "agree": mine == theirs, "team": sorted(theirs), "mortar": sorted(mine)})
    result["pods"] = pods
    return result


def report(r):
    s = r["steps"]
    out = [f"== {r['app']}"] + [f"  by hand: {d}" for d in r["by hand"]]
    for name, step in s.items():
        out.append(f"  {name}: exit {step['exit']}, project {'changed' if step['changed'] else 'unchanged'}")
        if (step["exit"] != 0 or step["stderr"]) and name not in ("migrate", "generate"):
            out.append("    " + step["stderr"].replace("\n", "\n    "))
    out.append(f"  oracle summary: {json.dumps(r['oracle'])}")
    out.append(f"  pod deintegrate's own removals vs integrate's: {'the same' if not r['deintegrate'] else 'DIFFERENT'}")
    out.extend(f"    {d}" for d in r["deintegrate"])
    for target in sorted(set(r["ours"]) | set(r["team"])):
        out.append(f"  target {target}: mortar {r['ours'].get(target, [])} team {r['team'].get(target, [])}")
    both = [p for p in r["pods"] if p["both"]]
    out.append(f"  pods both moved: {len(both)}, agree per target: {sum(p['agree'] for p in both)}")
    for p in r["pods"]:
        out.append(f"    {p['pod']}: " + (("agree " if p["agree"] else "DISAGREE ") + f"mortar {p['mortar']} team {p['team']}" if p["both"] else f"not linked by mortar; team {p['team']}"))
    return "\n".join(out)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--mortar", default=os.path.join(run.ROOT, ".build/debug/mortar"))
    parser.add_argument("--keep", action="store_true")
    parser.add_argument("--json", action="store_true")
    parser.add_argument("apps", nargs="*")
    args = parser.parse_args()
    work = tempfile.mkdtemp(prefix="mortar-integrate-")
    run.trunk_folder(os.path.join(work, "trunk"))
    server = run.serve(os.path.join(work, "trunk"))
    run.git_config(os.path.join(work, "gitconfig"), run.spec_repository(os.path.join(work, "trunk"), os.path.join(work, "specs-git")))
    env = dict(os.environ, MORTAR_TRUNK_URL=f"http://127.0.0.1:{server.server_address[1]}/",
               GIT_CONFIG_GLOBAL=os.path.join(work, "gitconfig"), CP_REPOS_DIR=os.path.join(work, "no-cocoapods"),
               MORTAR_CACHE_DIR=os.path.join(work, "cache"))
    results = []
    for app in args.apps or run.APPS:
        r = integrate_app(app, os.path.abspath(args.mortar), work, env)
        results.append(r)
        print(json.dumps(r, indent=2) if args.json else report(r), flush=True)
    both = [p for r in results for p in r["pods"] if p["both"]]
    print(f"== all: pods both moved {len(both)}, agree per target {sum(p['agree'] for p in both)}; work {work}")
    server.shutdown()
    if not args.keep:
        shutil.rmtree(work)


if __name__ == "__main__":
    main()
