#!/usr/bin/env bash
# One entry point for a fresh Debian 12 machine: installs what is missing, configures, builds, then
# runs the app or the tests. Idempotent: a second call only rebuilds what changed.
#
#   scripts/hexfire.sh run [hexfire options...]   build and launch the window
#   scripts/hexfire.sh test [ctest options...]    build and run the test suite (no benchmarks)
#   scripts/hexfire.sh bench                      build and run the benchmarks (label "bench")
#   scripts/hexfire.sh build                      only install and build
#   scripts/hexfire.sh package [--check]          build the Debian package build/release/*.deb;
#                                                 --check runs lintian and the desktop checks on it
#                                                 and starts both programs from an unpacked copy
set -euo pipefail

here=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
preset=${HEXFIRE_PRESET:-release}
build="$here/build/$preset"

# qt6-tools-dev and qt6-l10n-tools: the translations (lrelease at build time, lupdate in a test);
# qt6-translations-l10n: Qt's own dialog texts in the player's language.
packages=(cmake ninja-build g++ lld qt6-base-dev qt6-svg-dev qt6-tools-dev qt6-tools-dev-tools
          qt6-l10n-tools libqt6svg6 libgl-dev libboost-dev fonts-dejavu-core shared-mime-info
          qt6-translations-l10n)
# What cpack needs for the .deb (file, dpkg-shlibdeps) and what checks it.
package_tools=(file dpkg-dev)
check_tools=(lintian desktop-file-utils appstream)

# shellcheck source=packages.sh
source "$here/scripts/packages.sh"

configure_and_build() {
    cd "$here"
    if [ ! -f "$build/CMakeCache.txt" ]; then
        cmake --preset "$preset" >/dev/null
    fi
    cmake --build "$build" --parallel "$(nproc)"
}

cmd=${1:-run}
[ $# -gt 0 ] && shift
# "run -- ARGS": the "--" ends this script's arguments; hexfire must not see it.
[ "${1:-}" = "--" ] && shift
case "$cmd" in
    package)
        if [ "${1:-}" = "--check" ]; then
            install_missing "${packages[@]}" "${package_tools[@]}" "${check_tools[@]}"
        else
            install_missing "${packages[@]}" "${package_tools[@]}"
        fi ;;
    *)
        install_missing "${packages[@]}" ;;
esac
configure_and_build
case "$cmd" in
    run)
        exec "$build/app/hexfire" "$@" ;;
    package)
        exec "$here/scripts/package.sh" "$build" "$@" ;;
    test)
        cd "$build"
        exec ctest --output-on-failure --label-exclude bench --parallel "$(nproc)" "$@" ;;
    bench)
        cd "$build"
        exec ctest --output-on-failure --label-regex bench --verbose "$@" ;;
    build)
        ;;
    *)
        echo "usage: scripts/hexfire.sh run|test|bench|build|package [args...]" >&2
        exit 2 ;;
esac
