#!/usr/bin/env python3
"""Real migrations: rebuild the offline world for each app and rerun `mortar migrate` on the
commit before its team moved from CocoaPods to SwiftPM. Not run by CI.

Needs: the apps' and pods' repositories fetched as bare copies under $MIRROR (default
/work/.mirror, OWNER+NAME/repo, as the fetch tool leaves them) and a built `mortar`
(default .build/debug/mortar). The specs of trunk are in specs/ (NAME@VERSION.podspec.json,
trunk's JSON: `pod ipc spec` of the podspec at the pod's tag); they are served as trunk's CDN
from a loopback HTTP server (MORTAR_TRUNK_URL), and git reaches the pods' https URLs through a
throwaway global git config with `insteadOf` entries pointing at the mirrors.

Usage: .ci/realapps/run.py [--mortar PATH] [--keep] [APP ...]
Prints, per app, the table of RealMigrations.md.
"""
import argparse, hashlib, http.server, json, os, shutil, subprocess, sys, tempfile, threading

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
MIRROR = os.environ.get("MIRROR", "/work/.mirror")

# The team's move, read from its repository: each pod of the lock before, and what the team
# linked after (the package's repository and the products), or None when the team dropped it.
APPS = {
    "xdripswift": {
        "mirror": "JohanDegraeve+xdripswift",
        "before": "9cdf22847b85d2d25993bd55864e8810a817290d^",
        "after": "9cdf22847b85d2d25993bd55864e8810a817290d",
        "team": {
            "ActionClosurable": ("https://github.com/takasek/ActionClosurable", ["ActionClosurable"]),
            "CryptoSwift": ("https://github.com/krzyzanowskim/CryptoSwift", ["CryptoSwift"]),
            "PieCharts": ("https://github.com/paulplant/PieCharts", ["PieCharts"]),
            "SwiftCharts": ("https://github.com/ivanschuetz/SwiftCharts", ["SwiftCharts"]),
        },
    },
    "kiwix": {
        "mirror": "kiwix+apple",
        "before": "dfd39ab8605f3b93a4297bf2449bf3de5396345e^",
        "after": "dfd39ab8605f3b93a4297bf2449bf3de5396345e",
        "team": {
            "Realm": ("https://github.com/realm/realm-cocoa", ["Realm"]),
            "RealmSwift": ("https://github.com/realm/realm-cocoa", ["RealmSwift"]),
            "SwiftyUserDefaults": ("https://github.com/sunshinejr/SwiftyUserDefaults", ["SwiftyUserDefaults"]),
        },
    },
    "Unwrap": {
        "mirror": "twostraws+Unwrap",
        "before": "0d3ef21^",
        "after": "8294451",
        "team": {
            "DZNEmptyDataSet": ("https://github.com/dzenbot/DZNEmptyDataSet", ["DZNEmptyDataSet"]),
            "MKRingProgressView": ("https://github.com/maxkonovalov/MKRingProgressView", ["MKRingProgressView"]),
            "QuickLayout": ("https://github.com/huri000/QuickLayout", "dependency"),
            "SDWebImage": ("https://github.com/SDWebImage/SDWebImage", ["SDWebImage"]),
            "Sourceful": ("https://github.com/twostraws/Sourceful", ["Sourceful"]),
            "SwiftEntryKit": ("https://github.com/huri000/SwiftEntryKit", ["SwiftEntryKit"]),
            "SwiftLint": None,
            "Zephyr": ("https://github.com/ArtSabintsev/Zephyr", ["Zephyr"]),
        },
    },
    "penn-mobile-ios": {
        "mirror": "pennlabs+penn-mobile-ios",
        "before": "eb8bc091^",
        "after": "eb8bc091",
        "team": {
            "SCLAlertView": ("https://github.com/vikmeup/SCLAlertView-Swift", ["SCLAlertView"]),
            "ScrollableGraphView": ("https://github.com/GZaccaroni/ScrollableGraphView", ["ScrollableGraphView"]),
            "SimulatorStatusMagic": None,
            "SwiftLint": None,
            "XLPagerTabStrip": ("https://github.com/xmartlabs/XLPagerTabStrip", ["XLPagerTabStrip"]),
        },
    },
    "iOS-Open-GPX-Tracker": {
        "mirror": "merlos+iOS-Open-GPX-Tracker",
        "before": "bb67355^",
        "after": "bb67355",
        "team": {
            "CoreGPX": ("https://github.com/vincentneo/CoreGPX", ["CoreGPX"]),
            "MapCache": ("https://github.com/merlos/MapCache", ["MapCache"]),
        },
    },
    "SpiceCompanion": {
        "mirror": "rodepanda+SpiceCompanion",
        "before": "2d32f7b^",
        "after": "74ca42f",
        "team": {
            "BlueSocket": None,
            "ColorCompatibility": None,
            "SwiftyJSON": ("https://github.com/SwiftyJSON/SwiftyJSON", ["SwiftyJSON"]),
        },
    },
    "criticalmaps-ios": {
        "mirror": "criticalmaps+criticalmaps-ios",
        "before": "c46b0798^",
        "after": "c46b0798",
        "team": {
            # Replaced by another library (onmyway133/SwiftHash), not moved.
            "NSString-Hashes": None,
            "SDWebImage": ("https://github.com/SDWebImage/SDWebImage", ["SDWebImage"]),
            # A tool: kept as a pod in this commit, dropped later.
            "SwiftFormat": None,
        },
    },
    "monitorizare-vot-ios": {
        "mirror": "code4romania+monitorizare-vot-ios",
        "before": "24d3f8e^",
        "after": "24d3f8e",
        "team": {
            "Alamofire": ("https://github.com/Alamofire/Alamofire", ["Alamofire"]),
            "Firebase": ("https://github.com/firebase/firebase-ios-sdk", ["FirebaseAnalytics", "FirebaseAuth", "FirebaseCrashlytics", "FirebaseInstallations", "FirebaseMessaging", "FirebaseRemoteConfig"]),
            "Keyboard+LayoutGuide": ("https://github.com/freshOS/KeyboardLayoutGuide", ["KeyboardLayoutGuide"]),
            "PromisesSwift": ("https://github.com/google/promises", ["Promises"]),
            "SnapKit": ("https://github.com/SnapKit/SnapKit", ["SnapKit", "SnapKit-Dynamic"]),
            "SwiftKeychainWrapper": ("https://github.com/jrendel/SwiftKeychainWrapper", ["SwiftKeychainWrapper"]),
            "SwiftyMarkdown": ("https://github.com/SimonFairbairn/SwiftyMarkdown", ["SwiftyMarkdown"]),
            **{name: ("https://github.com/firebase/firebase-ios-sdk", "dependency") for name in (
                "FirebaseABTesting", "FirebaseAnalytics", "FirebaseCore", "FirebaseCoreExtension", "FirebaseCoreInternal", "FirebaseCrashlytics",
                "FirebaseInstallations", "FirebaseMessaging", "FirebaseRemoteConfig", "FirebaseSessions", "GoogleAppMeasurement")},
            "GoogleDataTransport": ("https://github.com/google/GoogleDataTransport", "dependency"),
            "GoogleUtilities": ("https://github.com/google/GoogleUtilities", "dependency"),
            "PromisesObjC": ("https://github.com/google/promises", "dependency"),
            "nanopb": ("https://github.com/firebase/nanopb", "dependency"),
        },
    },
    "OpenDocument.ios": {
        "mirror": "opendocument-app+OpenDocument.ios",
        "before": "91eb47c^",
        "after": "91eb47c",
        "team": {
            "Google-Mobile-Ads-SDK": ("https://github.com/googleads/swift-package-manager-google-mobile-ads", ["GoogleMobileAds"]),
            "GoogleUserMessagingPlatform": ("https://github.com/googleads/swift-package-manager-google-user-messaging-platform", "dependency"),
            # Copied into the app's sources (archived upstream, no Package.swift): not moved.
            "ScrollableSegmentedControl": None,
        },
    },
    "braze-demo": {
        "mirror": "braze-inc+braze-growth-shares-ios-demo-app",
        "before": "362d004^",
        "after": "362d004",
        "team": {
            "Appboy-iOS-SDK": ("https://github.com/Appboy/appboy-ios-sdk", ["AppboyPushStory", "AppboyUI"]),
            "SDWebImage": ("https://github.com/SDWebImage/SDWebImage", "dependency"),
        },
    },
    # Pull request #140: "Remove CocoaPods" (`pod deintegrate`), then "Add Swift Package Manager
    # for Firebase" (firebase-ios-sdk from 8.2.0). The Podfile names Firebase/Core, /Firestore,
    # /Auth and /Storage; the team linked no Analytics product.
    "HackerTracker-iOS": {
        "mirror": "BeezleLabs+HackerTracker-iOS",
        "before": "62d3485^",
        "after": "808db97",
        "team": {
            "Firebase": ("https://github.com/firebase/firebase-ios-sdk", ["FirebaseAuth", "FirebaseFirestore", "FirebaseFirestoreSwift-Beta", "FirebaseStorage", "FirebaseStorageSwift-Beta"]),
            **{name: ("https://github.com/firebase/firebase-ios-sdk", "dependency") for name in (
                "FirebaseAuth", "FirebaseAuthInterop", "FirebaseCore", "FirebaseFirestore", "FirebaseStorage")},
            # Dropped: no Analytics product linked after; 8.2.0 has no InstanceID under these.
            "FirebaseAnalytics": None,
            "FirebaseInstanceID": None,
            "GoogleAppMeasurement": None,
            "GoogleUtilities": ("https://github.com/google/GoogleUtilities", "dependency"),
            "GTMSessionFetcher": ("https://github.com/google/gtm-session-fetcher", "dependency"),
            "leveldb-library": ("https://github.com/firebase/leveldb", "dependency"),
            "nanopb": ("https://github.com/firebase/nanopb", "dependency"),
            "BoringSSL-GRPC": ("https://github.com/firebase/boringssl-SwiftPM", "dependency"),
            "gRPC-C++": ("https://github.com/firebase/grpc-SwiftPM", "dependency"),
            "gRPC-Core": ("https://github.com/firebase/grpc-SwiftPM", "dependency"),
            # Firestore 8.2.0 no longer uses the Objective-C runtime of Protobuf.
            "Protobuf": None,
        },
    },
    # Pull request #63: "Install all packages with SPM and deintegrate Cocoapods", then "Fix
    # errors after migration to SPM" (R.swift's runtime library, product `Rswift`, added).
    "Podcasts-UIKit": {
        "mirror": "karambirov+Podcasts-UIKit",
        "before": "ee743ee^",
        "after": "31dd657",
        "team": {
            "Alamofire": ("https://github.com/Alamofire/Alamofire", "dependency"),
            "AlamofireNetworkActivityIndicator": ("https://github.com/Alamofire/AlamofireNetworkActivityIndicator", ["AlamofireNetworkActivityIndicator"]),
            "Disk": ("https://github.com/saoudrizwan/Disk", ["Disk"]),
            "FeedKit": ("https://github.com/nmdias/FeedKit", ["FeedKit"]),
            "Kingfisher": ("https://github.com/onevcat/Kingfisher", ["KingfisherStatic"]),
            "Moya": ("https://github.com/Moya/Moya", ["Moya"]),
            # A tool (the generator); the team linked its runtime library's package instead.
            "R.swift": None,
            "R.swift.Library": ("https://github.com/mac-cain13/R.swift.Library", ["Rswift"]),
            # Moya 14 no longer uses Result.
            "Result": None,
            "SDWebImage": ("https://github.com/SDWebImage/SDWebImage", ["SDWebImage"]),
            "SPStorkController": ("https://github.com/IvanVorobei/SPStorkController", ["SPStorkController"]),
            "SnapKit": ("https://github.com/SnapKit/SnapKit", ["SnapKit"]),
        },
    },
    # Issue #416 / pull request #417: "Remove: Pod 의존성 제거" (Podfile, lock and the Pods
    # integration removed), then Moya, SnapKit and Then added as packages, each on a branch.
    # The Podfile and the project are in the folder NadoSunbae-iOS.
    "NadoSunbae-iOS": {
        "mirror": "TeamNado-Sunbae+NadoSunbae-iOS",
        "dir": "NadoSunbae-iOS",
        "before": "b20f52e5^",
        "after": "00823ac0",
        "team": {
            "Alamofire": ("https://github.com/Alamofire/Alamofire", "dependency"),
            "Moya": ("https://github.com/Moya/Moya", ["Moya"]),
            "SnapKit": ("https://github.com/SnapKit/SnapKit", ["SnapKit"]),
            "Then": ("https://github.com/devxoul/Then", ["Then"]),
        },
    },
    # A macOS app (an iMessage bot). Pull request #69, squashed into one commit: "Switch to Swift
    # package manager" (podfile, lock and the checked-in Pods removed, Telegraph added as a
    # package, from 0.9.0). Its Podfile is spelled `podfile`.
    "Jared": {
        "mirror": "ZekeSnider+Jared",
        "podfile": "podfile",
        "before": "c37cb19^",
        "after": "c37cb19",
        "team": {
            "CocoaAsyncSocket": ("https://github.com/robbiehanson/CocoaAsyncSocket", "dependency"),
            "HTTPParserC": ("https://github.com/Building42/HTTPParserC", "dependency"),
            "Telegraph": ("https://github.com/Building42/Telegraph", ["Telegraph"]),
        },
    },
    # A macOS input method. Pull request #114, "cocoapods to swift package manager": the
    # packages in the project (Sparkle exact, the others from a version), SQLCipher's amalgamation
    # (sqlite3.c) copied into the project; the Podfile was deleted in the next commit on master.
    "Fire": {
        "mirror": "qwertyyb+Fire",
        "before": "e087b0d^",
        "after": "b4f3598",
        "team": {
            "Defaults": ("https://github.com/sindresorhus/Defaults", ["Defaults"]),
            "KeychainSwift": ("https://github.com/evgenyneu/keychain-swift", ["KeychainSwift"]),
            "NanoID": ("https://github.com/Tundaware/NanoID", ["NanoID"]),
            # sindresorhus/Preferences, renamed Settings (its product too).
            "Preferences": ("https://github.com/sindresorhus/Settings", ["Settings"]),
            "Sparkle": ("https://github.com/sparkle-project/Sparkle", ["Sparkle"]),
            # Its amalgamation copied into the project's sources: not moved.
            "SQLCipher": None,
            "SwiftLint": None,
        },
    },
    # A template app. Pull request #207, "Deprecate cocoapods and migrate to SPM": "Remove pods"
    # (most pods to packages), then "Remove pods from project" (the rest, and the Pods
    # integration). The Podfile gives Swifter to the UI tests (`inherit! :complete`); the team
    # linked every product to the app.
    "ios-base": {
        "mirror": "rootstrap+ios-base",
        "before": "e4ef4f9^",
        "after": "556d500",
        "team": {
            "FBSDKCoreKit": ("https://github.com/facebook/facebook-ios-sdk", ["FacebookCore"]),
            "FBSDKLoginKit": ("https://github.com/facebook/facebook-ios-sdk", ["FacebookLogin"]),
            "Firebase": ("https://github.com/firebase/firebase-ios-sdk", ["FirebaseAnalytics", "FirebaseCrashlytics"]),
            "IQKeyboardManagerSwift": ("https://github.com/hackiftekhar/IQKeyboardManager", ["IQKeyboardManagerSwift"]),
            "RSFontSizes": ("https://github.com/rootstrap/RSFontSizes", ["RSFontSizes"]),
            "RSSwiftNetworking": ("https://github.com/rootstrap/RSSwiftNetworking", ["RSSwiftNetworking", "RSSwiftNetworkingAlamofire"]),
            "Swifter": ("https://github.com/httpswift/swifter", ["Swifter"]),
            # The generator and its library: dropped.
            "R.swift": None,
            "R.swift.Library": None,
            "SwiftLint": None,
            "Alamofire": ("https://github.com/Alamofire/Alamofire", "dependency"),
            "Device": ("https://github.com/Ekhoo/Device", "dependency"),
            **{name: ("https://github.com/firebase/firebase-ios-sdk", "dependency") for name in (
                "FirebaseAnalytics", "FirebaseCore", "FirebaseCoreDiagnostics", "FirebaseCrashlytics", "FirebaseInstallations",
                "GoogleAppMeasurement")},
            "GoogleDataTransport": ("https://github.com/google/GoogleDataTransport", "dependency"),
            "GoogleUtilities": ("https://github.com/google/GoogleUtilities", "dependency"),
            "nanopb": ("https://github.com/firebase/nanopb", "dependency"),
            "PromisesObjC": ("https://github.com/google/promises", "dependency"),
        },
    },
    # Pull request #63, "Moved pods into Swift packages" (squashed): Firebase/Messaging moved to
    # firebase-ios-sdk from 8.0.0, SwiftLint dropped. Its Podfile names CocoaPods' git spec
    # repository.
    "daysleft": {
        "mirror": "bravelocation+daysleft",
        "before": "c2e92e5^",
        "after": "c2e92e5",
        "team": {
            "Firebase": ("https://github.com/firebase/firebase-ios-sdk", ["FirebaseMessaging"]),
            "SwiftLint": None,
            **{name: ("https://github.com/firebase/firebase-ios-sdk", "dependency") for name in (
                "FirebaseCore", "FirebaseCoreDiagnostics", "FirebaseInstallations", "FirebaseInstanceID", "FirebaseMessaging")},
            "GoogleDataTransport": ("https://github.com/google/GoogleDataTransport", "dependency"),
            "GoogleUtilities": ("https://github.com/google/GoogleUtilities", "dependency"),
            "nanopb": ("https://github.com/firebase/nanopb", "dependency"),
            "PromisesObjC": ("https://github.com/google/promises", "dependency"),
        },
    },
}

# GitHub renames: the team's URL and the spec's URL name one repository.
SAME = [
    {"https://github.com/i-schuetz/swiftcharts", "https://github.com/ivanschuetz/swiftcharts"},
    {"https://github.com/radex/swiftyuserdefaults", "https://github.com/sunshinejr/swiftyuserdefaults"},
    {"https://github.com/rs/sdwebimage", "https://github.com/sdwebimage/sdwebimage"},
    {"https://github.com/sindresorhus/preferences", "https://github.com/sindresorhus/settings"},
    {"https://github.com/facebook/facebook-objc-sdk", "https://github.com/facebook/facebook-ios-sdk"},
]


# A spec's URL whose repository was renamed (IBM-Swift → Kitura): git reaches it through the
# mirror of the new name.
ALIASES = {"IBM-Swift/BlueSocket": "Kitura+BlueSocket", "rs/SDWebImage": "SDWebImage+SDWebImage", "sindresorhus/Preferences": "sindresorhus+Settings",
           "facebook/facebook-objc-sdk": "facebook+facebook-ios-sdk"}


def key(url):
    url = url.lower().rstrip("/")
    url = url[:-4] if url.endswith(".git") else url
    for group in SAME:
        if url in group:
            return min(group)
    return url


def trunk_folder(folder):
    """The layout of trunk's CDN (prefix lengths 1/1/1), as CocoaPods reads it."""
    os.makedirs(folder, exist_ok=True)
    with open(os.path.join(folder, "CocoaPods-version.yml"), "w") as f:
        f.write("---\nmin: 1.0.0\nlast: 1.16.2\nprefix_lengths:\n- 1\n- 1\n- 1\n")
    indexes = {}
    for entry in sorted(os.listdir(os.path.join(HERE, "specs"))):
        name, version = entry[: -len(".podspec.json")].split("@")
        shard = hashlib.md5(name.encode()).hexdigest()[:3]
        path = os.path.join(folder, "Specs", *shard, name, version, name + ".podspec.json")
        os.makedirs(os.path.dirname(path), exist_ok=True)
        shutil.copy(os.path.join(HERE, "specs", entry), path)
        indexes.setdefault("_".join(shard), {}).setdefault(name, []).append(version)
    for shard, pods in indexes.items():
        with open(os.path.join(folder, f"all_pods_versions_{shard}.txt"), "w") as f:
            for name in sorted(pods):
                f.write("/".join([name] + pods[name]) + "\n")


def spec_repository(trunk, folder):
    """CocoaPods' git spec repository (`source 'https://github.com/CocoaPods/Specs.git'`, the
    master repo a Podfile may still name) holds the same specs in the same layout: a git
    repository of the trunk folder's `Specs`, which git_config points that URL at."""
    shutil.copytree(os.path.join(trunk, "Specs"), os.path.join(folder, "Specs"))
    env = dict(os.environ, GIT_AUTHOR_NAME="realapps", GIT_AUTHOR_EMAIL="realapps@invalid", GIT_COMMITTER_NAME="realapps",
               GIT_COMMITTER_EMAIL="realapps@invalid", GIT_CONFIG_GLOBAL="/dev/null")
    for argv in (["init", "-q", "-b", "master"], ["add", "-A"], ["commit", "-q", "-m", "specs"]):
        subprocess.run(["git", *argv], cwd=folder, env=env, check=True)
    return folder


def serve(folder):
    handler = lambda *a, **k: http.server.SimpleHTTPRequestHandler(*a, directory=folder, **k)
    http.server.SimpleHTTPRequestHandler.log_message = lambda *a: None
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server


def git_config(path, specs=None):
    """insteadOf for every mirror: git reads https://github.com/OWNER/NAME(.git) from it; and
    CocoaPods' git spec repository from `specs` (spec_repository) when given; and
    `uploadpack.allowFilter`, so the mirrors answer migrate's partial fetches."""
    lines = subprocess.run(["git", "config", "--global", "--list"], capture_output=True, text=True).stdout
    with open(path, "w") as f:
        for line in lines.splitlines():
            k, _, v = line.partition("=")
            section, _, rest = k.rpartition(".")
            f.write(f"[{section.split('.')[0]}" + (f' "{section.split(".", 1)[1]}"' if "." in section else "") + f"]\n\t{rest} = {v}\n")
        # The mirrors answer partial fetches (`--filter=blob:none`) as GitHub does; git's
        # upload-pack refuses filters unless allowed.
        f.write("[uploadpack]\n\tallowFilter = true\n")
        for entry in sorted(os.listdir(MIRROR)):
            if "+" not in entry:
                continue
            repo = os.path.join(MIRROR, entry, "repo")
            if os.path.isdir(os.path.join(repo, ".git")):
                repo = os.path.join(repo, ".git")
            owner, name = entry.split("+", 1)
            for suffix in ("", ".git"):
                f.write(f'[url "{repo}"]\n\tinsteadOf = https://github.com/{owner}/{name}{suffix}\n')
        if specs:
            # GitHub's URLs ignore case, git's insteadOf does not: a Podfile may spell it
            # `https://github.com/cocoapods/specs.git` (bravelocation/daysleft).
            for name in ("CocoaPods/Specs", "cocoapods/specs"):
                for suffix in ("", ".git"):
                    f.write(f'[url "{specs}"]\n\tinsteadOf = https://github.com/{name}{suffix}\n')
        for old, entry in sorted(ALIASES.items()):
            repo = os.path.join(MIRROR, entry, "repo")
            for suffix in ("", ".git"):
                f.write(f'[url "{repo}"]\n\tinsteadOf = https://github.com/{old}{suffix}\n')


def migrate(app, spec, mortar, work, trunk_url, gitconfig, extra=()):
    repo = os.path.join(MIRROR, spec["mirror"], "repo")
    top = os.path.join(work, app + "".join(extra))
    os.makedirs(top)
    # Podfile and Podfile.lock are what migrate reads (a mirror may lack the app's large files);
    # an app may keep them in a folder ("dir") and spell the Podfile otherwise ("podfile").
    sub, podfile = spec.get("dir", ""), spec.get("podfile", "Podfile")
    archive = subprocess.run(["git", "--git-dir", repo, "archive", spec["before"], "--", os.path.join(sub, podfile), os.path.join(sub, "Podfile.lock")], capture_output=True, check=True).stdout
    subprocess.run(["tar", "-x", "-C", top], input=archive, check=True)
    folder = os.path.join(top, sub) if sub else top
    # Never this machine's repository cache: the world's mirrors answer, nothing else.
    env = dict(os.environ, MORTAR_TRUNK_URL=trunk_url, GIT_CONFIG_GLOBAL=gitconfig, CP_REPOS_DIR=os.path.join(work, "no-cocoapods"), MORTAR_REPOSITORY_CACHE="off")
    run = subprocess.run([mortar, "migrate", "--manifest", podfile, "--format", "json", *extra], cwd=folder, env=env, capture_output=True, text=True)
    with open(top + ".json", "w") as f:
        f.write(run.stdout)
    with open(top + ".stderr", "w") as f:
        f.write(run.stderr)
    return json.loads(run.stdout) if run.stdout.strip().startswith("{") else {"error": run.stderr}


def offline(app, mortar, work, extra, trunk_url):
    top = os.path.join(work, app + "".join(extra))
    folder = os.path.join(top, APPS[app].get("dir", ""))
    env = dict(os.environ, MORTAR_TRUNK_URL=trunk_url, GIT_CONFIG_GLOBAL="/dev/null", CP_REPOS_DIR=os.path.join(work, "no-cocoapods"), MORTAR_REPOSITORY_CACHE="off")
    run = subprocess.run([mortar, "migrate", "--manifest", APPS[app].get("podfile", "Podfile"), "--format", "json", "--offline", *extra], cwd=folder, env=env, capture_output=True, text=True)
    with open(top + ".offline.json", "w") as f:
        f.write(run.stdout)
    return json.loads(run.stdout) if run.stdout.strip().startswith("{") else {"error": run.stderr}


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--mortar", default=os.path.join(ROOT, ".build/debug/mortar"))
    parser.add_argument("--keep", action="store_true")
    parser.add_argument("apps", nargs="*")
    args = parser.parse_args()
    work = tempfile.mkdtemp(prefix="mortar-realapps-")
    trunk_folder(os.path.join(work, "trunk"))
    server = serve(os.path.join(work, "trunk"))
    git_config(os.path.join(work, "gitconfig"), spec_repository(os.path.join(work, "trunk"), os.path.join(work, "specs-git")))
    url = f"http://127.0.0.1:{server.server_address[1]}/"
    for app in args.apps or APPS:
        for extra in ((), ("--accept-later-versions",), ("--accept-later-versions", "--accept-default-branch")):
            report = migrate(app, APPS[app], args.mortar, work, url, os.path.join(work, "gitconfig"), extra)
            print(f"== {app} {' '.join(extra)}: {os.path.join(work, app + ''.join(extra) + '.json')}")
            print(summary(app, report))
            # Again with --offline over the same cache, no trunk and no git: the same report.
            again = offline(app, args.mortar, work, extra, url)
            print(f"  --offline afterwards: {'the same report' if again == report else 'A DIFFERENT REPORT'}")
    server.shutdown()
    if not args.keep:
        shutil.rmtree(work)


def summary(app, report):
    """The table row: pods the team moved (linked a package for), mapped, same repository,
    same products; every other pod with Mortar's status and reason."""
    if "pods" not in report:
        return "migrate failed: " + report.get("error", "")
    team = APPS[app]["team"]
    rows = {p["name"]: p for p in report["pods"]}
    moved = [n for n, t in team.items() if t and t[1] != "dependency"]
    mapped = [n for n in moved if rows.get(n, {}).get("status") == "mapped"]
    same = [n for n in mapped if key(rows[n]["url"]) == key(team[n][0])]
    products = lambda n: sorted({x for e in rows[n].get("products", []) for x in e["products"]})
    equal = [n for n in mapped if products(n) == sorted(team[n][1])]
    out = [f"moved {len(moved)}, mapped {len(mapped)}, same repository {len(same)}, same products {len(equal)}"]
    for name in sorted(set(rows) | set(team)):
        row, t = rows.get(name, {}), team.get(name, "not in the team's list")
        what = "dropped by the team" if t is None else ("came as a package's dependency" if t != "not in the team's list" and t[1] == "dependency" else ("moved" if isinstance(t, tuple) else t))
        ref = row.get("ref") or {}
        line = f"  {name} {row.get('version')}: team {what}{' to ' + t[0] + ' ' + str(t[1]) if isinstance(t, tuple) and t[1] != 'dependency' else ''}; mortar {row.get('status')}"
        if row.get("status") == "mapped":
            line += f" {row['url']} {ref.get('kind')} {ref.get('value')} {products(name)}"
        if row.get("reason") or row.get("firstVersionWithPackage"):
            line += f" ({row.get('reason') or ''}{'; first version with a package: ' + str(row.get('firstVersionWithPackage')) if row.get('firstVersionWithPackage') else ''})"
        if row.get("defaultBranchWithPackage"):
            line += f" (its default branch has a Package.swift at {row['defaultBranchWithPackage']}; no version tag has one)"
        out.append(line)
    for tool in report.get("tools", []) or []:
        out.append(f"  tool: {json.dumps(tool)}")
    for finding in report.get("findings", []):
        out.append(f"  finding: {json.dumps(finding)[:300]}")
    return "\n".join(out)


if __name__ == "__main__":
    main()
