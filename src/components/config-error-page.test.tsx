import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { parseConfig } from '../config/load-config';
import { i18n, switchLocale } from '../i18n/i18n';
import { ConfigErrorPage } from './config-error-page';

afterEach(async () => {
  // Unmounted first: the switch back must not re-render a page the test has finished with.
  cleanup();
  await i18n.changeLanguage('en');
});

describe('ConfigErrorPage', () => {
  it('names every problem with its field path', () => {
    render(
      <ConfigErrorPage
        url="/config.json"
        problems={[
          { path: 'regions[0].apiBaseUrl', message: 'must be an absolute http(s) URL' },
          { path: 'defaultRegion', message: '"uk" is not one of the listed regions' },
        ]}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Fleet Events Explorer cannot start' })).toBeInTheDocument();
    expect(screen.getByText(/has 2 problems/)).toBeInTheDocument();
    const list = within(screen.getByRole('list', { name: 'Configuration problems' }));
    expect(list.getByText('regions[0].apiBaseUrl')).toBeInTheDocument();
    expect(list.getByText('must be an absolute http(s) URL')).toBeInTheDocument();
    expect(list.getByText('"uk" is not one of the listed regions')).toBeInTheDocument();
  });

  it('words a whole-file problem as a sentence', () => {
    render(
      <ConfigErrorPage
        url="/config.json"
        problems={[{ path: '', message: 'could not be loaded: HTTP 404' }]}
      />,
    );
    expect(screen.getByText('The file could not be loaded: HTTP 404')).toBeInTheDocument();
  });

  it('names the field when a production region offers the password grant', () => {
    const result = parseConfig(
      {
        defaultRegion: 'au',
        regions: [
          {
            id: 'au',
            label: 'Australia',
            production: true,
            apiBaseUrl: 'https://api.example.test',
            authUrl: 'https://auth.example.test',
            clientId: 'app',
            signIn: { sso: true, password: true },
          },
        ],
      },
      '/config.json',
    );
    render(<ConfigErrorPage url="/config.json" problems={result.ok ? [] : result.problems} />);
    const list = within(screen.getByRole('list', { name: 'Configuration problems' }));
    expect(list.getByText('regions[0].signIn.password')).toBeInTheDocument();
    expect(list.getByText(/"demo": true/)).toBeInTheDocument();
  });

  it('names the field when a production region talks plain http', () => {
    const result = parseConfig(
      {
        defaultRegion: 'au',
        regions: [
          {
            id: 'au',
            label: 'Australia',
            production: true,
            apiBaseUrl: 'https://api.example.test',
            authUrl: 'http://auth.example.test',
            clientId: 'app',
          },
        ],
      },
      '/config.json',
    );
    render(<ConfigErrorPage url="/config.json" problems={result.ok ? [] : result.problems} />);
    const list = within(screen.getByRole('list', { name: 'Configuration problems' }));
    expect(list.getByText('regions[0].authUrl')).toBeInTheDocument();
    expect(list.getByText(/must be https:\/\/ on a production region/)).toBeInTheDocument();
    expect(list.queryByText('regions[0].apiBaseUrl')).not.toBeInTheDocument();
  });

  it("speaks the reader's language around the operator's problems, which stay as written", async () => {
    await switchLocale('es');
    render(
      <ConfigErrorPage
        url="/config.json"
        problems={[
          { path: '', message: 'could not be loaded: HTTP 404' },
          { path: 'defaultRegion', message: '"uk" is not one of the listed regions' },
        ]}
      />,
    );
    expect(
      screen.getByRole('heading', { name: 'Fleet Events Explorer no puede iniciarse' }),
    ).toBeInTheDocument();
    expect(screen.getByText('/config.json', { selector: 'code' })).toBeInTheDocument();
    expect(screen.getByText(/tiene 2 problemas/)).toBeInTheDocument();
    const list = within(screen.getByRole('list', { name: 'Problemas de configuración' }));
    expect(list.getByText('Problema con el archivo: could not be loaded: HTTP 404')).toBeInTheDocument();
    expect(list.getByText('"uk" is not one of the listed regions')).toBeInTheDocument();
    expect(screen.getByText('config.json', { selector: 'code' })).toBeInTheDocument();
  });
});
