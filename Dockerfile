# One image for both deployables of the portal (gateway and rc-pub); docker-compose.yml picks the command.
# Build: docker build -t rc-portal .   (needs a Docker engine; not available on the CI machines)
# Production runs the compiled JavaScript (`pnpm build` bundles server/dist and rc-pub/dist with esbuild) with node.
# The bundles find their migrations, dictionary, schema, demo data and web/dist next to the sources, so the whole
# built tree is copied (scripts/build-node.mjs explains why).
FROM node:20-bookworm-slim AS build
WORKDIR /app
RUN npm install -g pnpm@10.34.9
COPY . .
RUN pnpm install --frozen-lockfile && pnpm build

FROM node:20-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production
# rc-pub renders article PDFs in headless Chromium (RC_PUB_CHROMIUM_PATH) with an embedded CJK font
RUN apt-get update && apt-get install -y --no-install-recommends chromium-headless-shell fonts-wqy-microhei \
  && rm -rf /var/lib/apt/lists/*
ENV RC_PUB_CHROMIUM_PATH=/usr/bin/chromium-headless-shell
COPY --from=build --chown=node:node /app /app
USER node
EXPOSE 3000 3001
CMD ["node", "--enable-source-maps", "server/dist/server.js"]
