# The relay image: serves the built web app, the API and the live socket.
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
COPY shared/package.json shared/
COPY sim/package.json sim/
COPY relay/package.json relay/
COPY web/package.json web/
RUN npm ci
COPY . .
RUN npm run build && npm run build:relay

FROM node:20-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production
COPY --from=build /app /app
# The simulator (sim/) is the embedded upstream of the demo set-up. An image for a real upstream
# (UPSTREAM_URL set) may delete relay/dist/sim.mjs (the compiled simulator): the relay loads it
# only when it is there, and then seeds no demo companies or accounts.
EXPOSE 8080
CMD ["node", "scripts/start.mjs", "--no-build"]
