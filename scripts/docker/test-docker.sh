#!/usr/bin/env bash
# `pnpm test:docker`: builds the production image and proves it (scripts/docker/container.spec.ts).
# Uses Debian's docker.io: installs it when missing (as root), starts dockerd when no engine answers
# and stops that dockerd, by its PID, at the end. When Docker Hub cannot be reached, the base image is
# built locally (scripts/docker/base-image.sh). docs/deploy.md says what this needs of the host.
set -euo pipefail
cd "$(dirname "$0")/../.."
image="${SITE_IMAGE:-site:test}"
cache_dir=.cache/docker
mkdir -p "$cache_dir" test-results

missing=()
command -v docker >/dev/null 2>&1 || missing+=(docker.io)
command -v dockerd >/dev/null 2>&1 || missing+=(docker.io)
command -v debootstrap >/dev/null 2>&1 || missing+=(debootstrap)
if [ ${#missing[@]} -gt 0 ]; then
  if [ "$(id -u)" != 0 ]; then
    echo "Missing ${missing[*]}: install them (apt-get install -y docker.io debootstrap) or run this as root." >&2
    exit 1
  fi
  echo "Installing ${missing[*]} from Debian."
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq docker.io debootstrap >/dev/null
fi

dockerd_pid=""
stop_dockerd() {
  if [ -n "$dockerd_pid" ]; then
    kill "$dockerd_pid" 2>/dev/null || true
    # dockerd stops its containers and its containerd before it exits.
    for _ in $(seq 1 60); do kill -0 "$dockerd_pid" 2>/dev/null || break; sleep 0.5; done
    echo "Stopped the dockerd this test started (PID $dockerd_pid)."
  fi
}
trap stop_dockerd EXIT

if ! docker info >/dev/null 2>&1; then
  # No bridge and no iptables rules: the engine leaves the host's network and firewall alone (and
  # works in containers and VMs that allow neither); builds and containers use host networking.
  dockerd --iptables=false --bridge=none >"$cache_dir/dockerd.log" 2>&1 &
  dockerd_pid=$!
  echo "Started dockerd (PID $dockerd_pid, log in $cache_dir/dockerd.log)."
  for _ in $(seq 1 60); do docker info >/dev/null 2>&1 && break; sleep 0.5; done
  if ! docker info >/dev/null 2>&1; then
    echo "dockerd did not start; its log:" >&2
    tail -n 20 "$cache_dir/dockerd.log" >&2
    exit 1
  fi
fi

scripts/docker/base-image.sh

# A TLS-inspecting proxy between this host and the npm registry: the build stage trusts what Node
# here trusts (scripts/docker/build-ca/README.md).
rm -f scripts/docker/build-ca/host.pem
if [ -n "${NODE_EXTRA_CA_CERTS:-}" ] && [ -f "$NODE_EXTRA_CA_CERTS" ]; then
  cp "$NODE_EXTRA_CA_CERTS" scripts/docker/build-ca/host.pem
fi

build_started=$(date +%s)
# The classic builder: Debian's docker.io has no buildx. Host networking for the npm registry and
# Debian's mirror.
DOCKER_BUILDKIT=0 docker build --network host --tag "$image" . >"$cache_dir/build.log" 2>&1 || {
  echo "docker build failed; the end of $cache_dir/build.log:" >&2
  tail -n 30 "$cache_dir/build.log" >&2
  exit 1
}
echo "Built $image in $(($(date +%s) - build_started)) s."

SITE_IMAGE="$image" pnpm exec vitest run -c scripts/docker/vitest.config.ts
