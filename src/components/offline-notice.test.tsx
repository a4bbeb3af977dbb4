import { onlineManager } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { OfflineNotice } from './offline-notice';

afterEach(() => onlineManager.setOnline(true));

describe('OfflineNotice', () => {
  it('says the browser is offline, and goes away when it is back', () => {
    render(<OfflineNotice />);
    expect(screen.queryByText(/You are offline/)).not.toBeInTheDocument();
    act(() => onlineManager.setOnline(false));
    expect(screen.getByRole('status')).toHaveTextContent(
      /You are offline.*continues when the connection is back/,
    );
    act(() => onlineManager.setOnline(true));
    expect(screen.queryByText(/You are offline/)).not.toBeInTheDocument();
  });
});
