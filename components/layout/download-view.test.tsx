import { screen } from '@testing-library/react';
import en from '@/messages/en.json';
import { renderWithProviders } from '@/test/render';
import { DownloadView } from './download-view';

const D = en.download;

function renderView(ios: string | null, android: string | null) {
  return renderWithProviders(
    <DownloadView qrSvg={null} ios={ios} android={android} version="2.6.0" />,
    { locale: 'en', timeZone: 'UTC' },
  );
}

test('configured: each button opens its own store address, never the download page again', () => {
  renderView('https://apps.apple.com/app/id123456789', 'https://cdn.example.com/ballstream.apk');
  expect(screen.getByRole('link', { name: D.ios })).toHaveAttribute(
    'href',
    'https://apps.apple.com/app/id123456789',
  );
  expect(screen.getByRole('link', { name: D.android })).toHaveAttribute(
    'href',
    'https://cdn.example.com/ballstream.apk',
  );
  expect(screen.queryByTestId('download-unavailable')).not.toBeInTheDocument();
  expect(screen.queryByRole('button')).not.toBeInTheDocument();
});

test('unset: both buttons are disabled and a note says the downloads are not available yet', () => {
  renderView(null, null);
  for (const name of [D.ios, D.android]) {
    const button = screen.getByRole('button', { name });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription(D.unavailable);
  }
  expect(screen.queryByRole('link')).not.toBeInTheDocument();
});

test('one configured: that one is a link, the other disabled with a note naming it', () => {
  renderView(null, 'https://cdn.example.com/ballstream.apk');
  expect(screen.getByRole('link', { name: D.android })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: D.ios })).toBeDisabled();
  expect(screen.getByTestId('download-unavailable')).toHaveTextContent(D.unavailableOne.ios);
});
