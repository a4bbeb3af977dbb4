import type { Plugin } from 'vite';
import {
  configCacheControl,
  nginxHeaders,
  readDeploymentConfig,
  securityHeadersForFile,
} from './security-headers.ts';

export const nginxSnippetName = 'fleet-events-headers.conf';

/**
 * The deployment's headers, from one source: `vite preview` sends them (config.json not cached, as
 * nginx is told), and the build writes the ready nginx snippet into dist/ for the config it ships.
 */
export function deploymentFilesPlugin(configPath: string): Plugin {
  return {
    name: 'fleet-events-deployment-files',
    generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: nginxSnippetName,
        source: nginxHeaders(readDeploymentConfig(configPath)),
      });
    },
    configurePreviewServer(server) {
      const headers = securityHeadersForFile(configPath);
      server.middlewares.use((req, res, next) => {
        for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
        if (req.url?.split('?')[0] === '/config.json') res.setHeader('Cache-Control', configCacheControl);
        next();
      });
    },
  };
}
