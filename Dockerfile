# Kindred Spaces API + web app. `docker compose up` runs it with PostgreSQL and Meilisearch.

# ---- build: install every workspace and build the web UI into desktop/dist/web ----
FROM node:20-bookworm-slim AS build
WORKDIR /app
# The desktop workspace depends on Electron and Playwright; the image needs neither binary.
ENV ELECTRON_SKIP_BINARY_DOWNLOAD=1 \
    PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
COPY package.json package-lock.json .npmrc ./
COPY contract/package.json contract/
COPY search/package.json search/
COPY api/package.json api/
COPY desktop/package.json desktop/
RUN npm ci
COPY tsconfig.json ./
COPY contract contract
COPY search search
COPY api api
COPY desktop desktop
COPY resources resources
RUN npm run build:web

# ---- runtime: the API runs its TypeScript through tsx and serves the built UI at / ----
FROM node:20-bookworm-slim AS runtime
WORKDIR /app
ENV NODE_ENV=production \
    PORT=5000 \
    DATA_DIR=/data \
    TSX_TSCONFIG_PATH=/app/api/tsconfig.json
COPY --from=build /app/package.json /app/tsconfig.json ./
COPY --from=build /app/node_modules node_modules
COPY --from=build /app/contract contract
COPY --from=build /app/search search
COPY --from=build /app/api api
COPY --from=build /app/resources/demo resources/demo
COPY --from=build /app/desktop/package.json desktop/package.json
COPY --from=build /app/desktop/dist/web desktop/dist/web
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 5000
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s --retries=5 \
  CMD node -e "fetch('http://127.0.0.1:'+process.env.PORT+'/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
CMD ["node", "--import", "tsx", "api/src/main.ts"]
