#!/usr/bin/env bash
# Builds the Debian package from a configured, built tree; with --check, checks it as a packager
# and a new user would: lintian (no error or warning tag), the desktop file, the AppStream
# metainfo, the MIME type, and both programs started from an unpacked copy of the package.
# Called by scripts/hexfire.sh package [--check], which installs the tools first.
#
#   scripts/package.sh BUILD_DIR [--check]
set -euo pipefail

build=$1
check=${2:-}
cd "$build"
rm -f ./*.deb
cpack -G DEB >/dev/null
deb=$(ls ./*.deb)
echo "package: $build/${deb#./}"
[ "$check" = "--check" ] || exit 0

# Each check says what it found; the first failure stops the script with its output.
echo "package: lintian"
# An E: or W: line fails; I: (information) and P: (pedantic) tags are listed but allowed.
lintian_out=$(lintian -I --pedantic --fail-on none "$deb" 2>&1)
[ -z "$lintian_out" ] || echo "$lintian_out"
if echo "$lintian_out" | grep -q '^[EW]:'; then
    echo "package: lintian reports errors or warnings" >&2
    exit 1
fi

scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
dpkg-deb -x "$deb" "$scratch/root"
share=$scratch/root/usr/share

echo "package: desktop-file-validate"
desktop-file-validate "$share/applications/org.hexfire.HexFire.desktop"
echo "package: appstreamcli validate"
appstreamcli validate --no-net --explain "$share/metainfo/org.hexfire.HexFire.metainfo.xml"

echo "package: the MIME type"
mkdir -p "$scratch/mime/packages"
cp "$share/mime/packages/org.hexfire.HexFire.xml" "$scratch/mime/packages/"
XDG_DATA_DIRS=$scratch update-mime-database "$scratch/mime"
grep -q 'application/x-hexfire-scenario' "$scratch/mime/globs2"

echo "package: the programs from the unpacked package"
bin=$scratch/root/usr/games
"$bin/hexfire-cli" --version
"$bin/hexfire-cli" validate "$share/hexfire/scenarios/tlhy-sandbox.json"
env -u DISPLAY -u WAYLAND_DISPLAY -u QT_QPA_PLATFORM HOME="$scratch/home" \
    XDG_CONFIG_HOME="$scratch/home/.config" XDG_DATA_HOME="$scratch/home/.local/share" \
    XDG_RUNTIME_DIR="$scratch" "$bin/hexfire" --version
env -u DISPLAY -u WAYLAND_DISPLAY -u QT_QPA_PLATFORM HOME="$scratch/home" \
    XDG_CONFIG_HOME="$scratch/home/.config" XDG_DATA_HOME="$scratch/home/.local/share" \
    XDG_RUNTIME_DIR="$scratch" "$bin/hexfire" --size 1024x640 --screenshot "$scratch/window.png"
[ -s "$scratch/window.png" ]
man -l "$share/man/man6/hexfire.6.gz" >/dev/null
man -l "$share/man/man6/hexfire-cli.6.gz" >/dev/null
echo "package: ok"
