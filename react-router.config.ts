import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  // The server build has two entries (vite.config.ts), each named for its input: index.js and
  // the worker pool's worker.js. React Router would give both this one name.
  serverBuildFile: "[name].js",
} satisfies Config;
