#!/bin/sh
# Prints the `shared` folder the recording scripts read (tools/cp-files.rb, tools/cp-oracle.rb,
# fixtures/real): MORTAR_SHARED when set; else `../shared` beside the repository's top
# (`git rev-parse --show-toplevel`: /work/main → /work/shared); else, in a worktree (such as
# /work/wt/NAME), `../shared` beside the main working tree whose git folder it shares
# (`git rev-parse --git-common-dir`: /work/main/.git → /work/shared). Exits 1, saying so, when
# none is there.
#   usage: shared=$(sh Tests/find-shared.sh) || exit 1
set -eu
if [ -n "${MORTAR_SHARED:-}" ]; then
  echo "$MORTAR_SHARED"
  exit 0
fi
here=$(cd "$(dirname "$0")" && pwd)
top=$(git -C "$here" rev-parse --show-toplevel)
common=$(git -C "$here" rev-parse --path-format=absolute --git-common-dir)
for candidate in "$top/../shared" "$(dirname "$common")/../shared"; do
  if [ -d "$candidate/tools" ]; then
    (cd "$candidate" && pwd)
    exit 0
  fi
done
echo "no ../shared beside $top or the main working tree of its git folder $common: set MORTAR_SHARED to the shared folder" >&2
exit 1
