# One image for both deployables of the portal; docker-compose.yml picks the command.
# Build: docker build -t rc-portal .   (needs a Docker engine; not available on the CI machines)
FROM node:20-bookworm-slim
WORKDIR /app
RUN npm install -g pnpm@10.34.9
COPY . .
RUN pnpm install --frozen-lockfile && pnpm build
ENV NODE_ENV=production
EXPOSE 3000 3001
CMD ["node_modules/.bin/tsx", "server/src/server.ts"]
