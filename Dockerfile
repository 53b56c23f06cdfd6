# One image for the whole site: the platform and every app's production build.
# docker compose runs it several times with different commands (see docker-compose.yml).
FROM node:20-bookworm-slim AS build
WORKDIR /site
RUN npm install -g pnpm@10.34.9
COPY . .
RUN pnpm install --frozen-lockfile && pnpm run build

FROM node:20-bookworm-slim
WORKDIR /site
RUN npm install -g pnpm@10.34.9
COPY --from=build /site /site
ENV NODE_ENV=production
