#!/bin/sh
# Re-records CocoaPods' own file selection (../shared/tools/cp-files.rb, CocoaPods 1.16.2's
# PathList + FileAccessor) for the glob tests. Needs Ruby and /tmp/cpcore (see
# shared/tools/cp-oracle.md); the tests themselves never run it. The shared folder is
# MORTAR_SHARED, else ../shared beside the repository's top or, from a worktree
# (/work/wt/NAME), beside its main working tree (Tests/find-shared.sh).
#   Globs/<case>/tree.txt + <Pod>.podspec  →  Globs/<case>/cp-files.json   (trees written here)
#   real.txt (OWNER/NAME TAG PODSPEC…)     →  Real/<NAME>@<TAG>/<PODSPEC>.json (mirrors in /opt/swift-packages)
set -eu
here=$(cd "$(dirname "$0")" && pwd)
shared=$(sh "$here/../../find-shared.sh") || exit 1
tools=$shared/tools
export CP_CORE_DIR=${CP_CORE_DIR:-/tmp/cpcore/Core} CP_DIR=${CP_DIR:-/tmp/cpcore/CocoaPods}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
for case in "$here"/Globs/*/; do
  name=$(basename "$case")
  rm -rf "$work/$name" && mkdir -p "$work/$name"
  while IFS= read -r path; do
    [ -n "$path" ] || continue
    case "$path" in */) mkdir -p "$work/$name/$path" ;; *) mkdir -p "$work/$name/$(dirname "$path")" && : > "$work/$name/$path" ;; esac
  done < "$case/tree.txt"
  spec=$(ls "$case" | grep -E '\.podspec(\.json)?$' | head -1)
  cp "$case/$spec" "$work/$name/$spec"
  ruby "$tools/cp-files.rb" --root "$work/$name" "$work/$name/$spec" | ruby -rjson -e 'j = JSON.parse(STDIN.read); j.delete("root"); puts JSON.pretty_generate(j)' > "$case/cp-files.json"
done
while read -r repo tag specs; do
  [ -n "$repo" ] || continue
  name=$(basename "$repo")
  out="$here/Real/$name@$tag"
  mkdir -p "$out" "$work/real/$name@$tag"
  git -C "/opt/swift-packages/$repo.git" archive "$tag" | tar -x -C "$work/real/$name@$tag"
  for spec in $specs; do
    ruby "$tools/cp-files.rb" --root "$work/real/$name@$tag" "$work/real/$name@$tag/$spec" \
      | ruby -rjson -e 'j = JSON.parse(STDIN.read); j.delete("root"); puts JSON.pretty_generate(j)' > "$out/$spec.json" \
      || echo "cp-files rejected $repo $tag $spec" >&2
  done
done < "$here/real.txt"
