# The app server as one image (README "Running more than one server"). Node 20 (package.json engines).
FROM node:20-bookworm-slim AS build
WORKDIR /app
# argon2 and better-sqlite3 build their native addons when no prebuilt one fits.
RUN apt-get update && apt-get install -y --no-install-recommends python3 make g++ && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
# The web app (dist/web) and the bundled server (dist/server/main.js), then only what runs is kept.
RUN npm run build && npm prune --omit=dev

FROM node:20-bookworm-slim
# ffmpeg converts WeChat voice (AMR) to MP3 (FFMPEG_PATH); espeak-ng reads broadcasts aloud in
# Mandarin and lame makes that MP3 (ESPEAK_PATH, LAME_PATH; decision 0121).
RUN apt-get update && apt-get install -y --no-install-recommends ffmpeg espeak-ng lame && rm -rf /var/lib/apt/lists/* \
  && mkdir /data && chown node:node /data
WORKDIR /app
ENV NODE_ENV=production PORT=8080 HOST=0.0.0.0 DATA_DIR=/data
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
USER node
EXPOSE 8080
HEALTHCHECK --interval=10s --timeout=2s CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||8080)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# node itself is PID 1's child of nothing: it receives SIGTERM and drains (decision 0068).
CMD ["node", "dist/server/main.js"]
