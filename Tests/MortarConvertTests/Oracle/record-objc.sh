#!/bin/sh
# Re-records CocoaPods' own file selection (../shared/tools/cp-files.rb, CocoaPods 1.16.2's
# PathList + FileAccessor) for the Objective-C answer key (ObjCAnswerKeyTests):
#   objc.txt (OWNER/NAME TAG PODSPEC…) → ObjC/<NAME>@<TAG>/<PODSPEC>.json
# The pods are the fetch tool's bare copies, /work/.mirror/OWNER+NAME/repo (or MORTAR_OBJC_MIRRORS).
# Needs Ruby and /tmp/cpcore (see shared/tools/cp-oracle.md); the tests never run it.
# The shared folder is MORTAR_SHARED, else ../shared beside the repository's top or, from a
# worktree (/work/wt/NAME), beside its main working tree (Tests/find-shared.sh).
set -eu
here=$(cd "$(dirname "$0")" && pwd)
shared=$(sh "$here/../../find-shared.sh") || exit 1
tools=$shared/tools
mirrors=${MORTAR_OBJC_MIRRORS:-/work/.mirror}
export CP_CORE_DIR=${CP_CORE_DIR:-/tmp/cpcore/Core} CP_DIR=${CP_DIR:-/tmp/cpcore/CocoaPods}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
while read -r repo tag specs; do
  [ -n "$repo" ] || continue
  name=$(basename "$repo")
  git=$mirrors/$(echo "$repo" | tr / +)/repo
  [ -d "$git/.git" ] && git=$git/.git
  out="$here/ObjC/$name@$tag"
  tree="$work/$name@$tag"
  mkdir -p "$out" "$tree"
  # The tag's files as git archive gives them (a podspec may run a script of the tree); a copy
  # that lacks some large blobs: the file list as empty files.
  if ! git --git-dir="$git" archive "$tag" 2>/dev/null | tar -x -C "$tree" 2>/dev/null; then
    rm -rf "$tree" && mkdir -p "$tree"
    git --git-dir="$git" ls-tree -r --name-only "$tag" | while IFS= read -r path; do
      mkdir -p "$tree/$(dirname "$path")" && : > "$tree/$path"
    done
  fi
  for spec in $specs; do
    git --git-dir="$git" show "$tag:$spec" > "$tree/$spec"
    # Written only when cp-files answers: a failure leaves the recorded file as it was.
    if ruby "$tools/cp-files.rb" --compact --root "$tree" "$tree/$spec" \
      | ruby -rjson -e 'j = JSON.parse(STDIN.read); j.delete("root"); puts JSON.generate(j)' > "$work/answer.json"; then
      mv "$work/answer.json" "$out/$spec.json"
    else
      echo "cp-files rejected $repo $tag $spec" >&2
    fi
  done
done < "$here/objc.txt"
