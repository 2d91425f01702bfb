#!/bin/sh
# Re-records CocoaPods' own reading of the test specs of the real Ruby podspecs in
# shared/fixtures/real/podspec-ruby (../shared/tools/cp-oracle.rb: `pod ipc spec` of
# cocoapods-core 1.16.2, ENV empty): NAME.podspec → NAME.podspec.json, the `testspecs` array.
# Needs Ruby and /tmp/cpcore (see shared/tools/cp-oracle.md); the tests never run it.
# The shared folder is MORTAR_SHARED, else ../shared beside the repository's top or, from a
# worktree (/work/wt/NAME), beside its main working tree (Tests/find-shared.sh).
set -eu
here=$(cd "$(dirname "$0")" && pwd)
shared=$(sh "$here/../../../find-shared.sh") || exit 1
export CP_CORE_DIR=${CP_CORE_DIR:-/tmp/cpcore/Core} CP_DIR=${CP_DIR:-/tmp/cpcore/CocoaPods}
for spec in $(grep -l "test_spec" "$shared"/fixtures/real/podspec-ruby/*.podspec); do
  ruby "$shared/tools/cp-oracle.rb" --empty-env --sorted spec "$spec" \
    | ruby -rjson -e 'puts JSON.pretty_generate(JSON.parse(STDIN.read)["testspecs"] || [])' > "$here/$(basename "$spec").json"
done
