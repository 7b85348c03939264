# styleguide in a small image:
#   docker build -t styleguide .
#   docker run --rm -v "$PWD:/project" styleguide build --out site
# Stage 1 builds the relocatable binary the way a GitHub release is built
# (scripts/release.sh: Swift runtime, Foundation, libcmark, libxxhash and
# libcrypto linked in); stage 2 is a bare Debian 12 with that one file.
# Release binaries are x86_64 only, hence the fixed platform.

FROM --platform=linux/amd64 swift:6.3-bookworm AS build
# release.sh would install these itself; a layer of their own is cached.
RUN apt-get update \
 && apt-get install -y --no-install-recommends libcmark-dev libxxhash-dev libssl-dev pkg-config binutils \
 && rm -rf /var/lib/apt/lists/*
WORKDIR /src
COPY . .
RUN SCRATCH=/tmp/styleguide-release DIST=/dist scripts/release.sh \
 && mkdir /out \
 && tar -xzf /dist/styleguide-*-linux-x86_64.tar.gz -C /out --strip-components=1

FROM --platform=linux/amd64 debian:12-slim
# git is for `diff --base-ref` (git show REF:path); the mounted project is
# usually owned by another user than the container's, which git refuses
# without safe.directory.
RUN apt-get update \
 && apt-get install -y --no-install-recommends git \
 && rm -rf /var/lib/apt/lists/* \
 && git config --system --add safe.directory '*'
COPY --from=build /out/bin/styleguide /usr/local/bin/styleguide
WORKDIR /project
ENTRYPOINT ["styleguide"]
CMD ["--help"]
