#!/usr/bin/env bash
# Makes sure the Dockerfile's base image, node:20-bookworm-slim, is on this Docker engine: already
# there, pulled from Docker Hub, or — when Docker Hub cannot be reached (air-gapped CI) — built here
# as an equivalent: Debian bookworm (debootstrap --variant=minbase, from this machine's Debian mirror)
# plus this host's Node.js 20 in /usr/local (node, its headers so native modules compile without a
# download, npm and corepack) and a `node` user with uid 1000. The debootstrap result is kept as a
# tarball in .cache/docker/ (git-ignored), so a second build takes seconds.
set -euo pipefail
root_dir="$(cd "$(dirname "$0")/../.." && pwd)"
image=node:20-bookworm-slim
cache_dir="$root_dir/.cache/docker"
debian_tar="$cache_dir/debian-bookworm-minbase.tar"

if docker image inspect "$image" >/dev/null 2>&1; then
  exit 0
fi
if timeout 30 docker pull -q "$image" >/dev/null 2>&1; then
  echo "Pulled $image from Docker Hub."
  exit 0
fi

echo "Docker Hub cannot be reached: building $image locally from Debian bookworm and this host's Node.js."
node_bin="$(command -v node)"
node_prefix="$(cd "$(dirname "$(readlink -f "$node_bin")")/.." && pwd)"
node_version="$("$node_bin" -v)"
case "$node_version" in
  v20.*) ;;
  *) echo "The host's Node.js is $node_version; the base image needs Node.js 20." >&2; exit 1 ;;
esac
for need in bin/node include/node lib/node_modules/npm lib/node_modules/corepack; do
  if [ ! -e "$node_prefix/$need" ]; then
    echo "The host's Node.js at $node_prefix has no $need; it cannot be copied into the base image." >&2
    exit 1
  fi
done

# The mirror this machine's apt uses (deb822 or one-line sources), Debian's own otherwise.
mirror="$(grep -hoE 'https?://[^ ]+/debian/?( |$)' /etc/apt/sources.list /etc/apt/sources.list.d/*.list /etc/apt/sources.list.d/*.sources 2>/dev/null | head -n1 | tr -d ' ' || true)"
mirror="${mirror:-http://deb.debian.org/debian}"

rootfs="$(mktemp -d /tmp/node-base-rootfs.XXXXXX)"
trap 'rm -rf "$rootfs"' EXIT
if [ -f "$debian_tar" ]; then
  tar -C "$rootfs" -xf "$debian_tar"
else
  echo "debootstrap --variant=minbase bookworm from $mirror (once; kept in $debian_tar)"
  debootstrap --variant=minbase bookworm "$rootfs" "$mirror" >/dev/null
  rm -rf "$rootfs"/var/cache/apt/archives/*.deb "$rootfs"/var/lib/apt/lists/*
  mkdir -p "$cache_dir"
  tar -C "$rootfs" -cf "$debian_tar.partial" . && mv "$debian_tar.partial" "$debian_tar"
fi
# apt inside the image uses the same mirror.
echo "deb $mirror bookworm main" >"$rootfs/etc/apt/sources.list"

mkdir -p "$rootfs/usr/local/bin" "$rootfs/usr/local/include" "$rootfs/usr/local/lib/node_modules"
cp "$node_prefix/bin/node" "$rootfs/usr/local/bin/node"
cp -a "$node_prefix/include/node" "$rootfs/usr/local/include/"
cp -a "$node_prefix/lib/node_modules/npm" "$node_prefix/lib/node_modules/corepack" "$rootfs/usr/local/lib/node_modules/"
ln -sf ../lib/node_modules/npm/bin/npm-cli.js "$rootfs/usr/local/bin/npm"
ln -sf ../lib/node_modules/npm/bin/npx-cli.js "$rootfs/usr/local/bin/npx"
ln -sf ../lib/node_modules/corepack/dist/corepack.js "$rootfs/usr/local/bin/corepack"
chroot "$rootfs" groupadd --gid 1000 node
chroot "$rootfs" useradd --uid 1000 --gid node --shell /bin/bash --create-home node

tar -C "$rootfs" -c . | docker import \
  --change 'ENV PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin' \
  --change "ENV NODE_VERSION=${node_version#v}" \
  --change 'CMD ["node"]' \
  --message "Local stand-in for $image: Debian bookworm minbase + Node.js $node_version" \
  - "$image" >/dev/null
echo "Tagged the local build as $image (Node.js $node_version)."
