import type { NextConfig } from 'next';

const nextConfig: NextConfig = {
  output: 'export',
  // With a static export, a custom distDir names the export folder (scripts/build-integration.mts
  // builds the variant with every third-party integration on into its own folder).
  ...(process.env.DOCS_OUT_DIR ? { distDir: process.env.DOCS_OUT_DIR } : {}),
  trailingSlash: true,
  // Without it Turbopack drops emotion's server-side styles from the pages router.
  bundlePagesRouterDependencies: true,
  reactStrictMode: true,
  poweredByHeader: false,
  // scripts/build.mts gives the whole build one id, which the service worker's cache name carries
  // too (scripts/generate-service-worker.mts); without it (`next dev`) Next makes its own.
  generateBuildId: async () => process.env.DOCS_BUILD_ID ?? null,
  images: { unoptimized: true },
  // Source maps for scripts/audit-first-load.mts (DOCS_SOURCE_MAPS=1), never in the default build.
  productionBrowserSourceMaps: process.env.DOCS_SOURCE_MAPS === '1',
  // Source maps in the page-generation worker only make a prerender error's stack readable, and
  // they cost that worker the maps and sources of every server chunk it loads. Demos, the pages'
  // only code that can throw, are run by scripts/check-demos.mts before the build.
  enablePrerenderSourceMaps: false,
  // Type-checking is its own step (`npm run typecheck`, with TypeScript 7); checking again
  // inside the build would only repeat it, slower.
  typescript: { ignoreBuildErrors: true },
  experimental: {
    optimizePackageImports: ['@mui/material', '@mui/icons-material'],
    // Writing Turbopack's build cache holds the whole module graph in memory a second time: a
    // cold build peaked at 2.07 GiB with it (budget 2 GiB).
    turbopackFileSystemCacheForBuild: false,
  },
};

export default nextConfig;
