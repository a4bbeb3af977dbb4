import { Box, Link } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { useEntityName, type EntityKind } from '../../entities';

export const absent = (
  <Box component="span" sx={{ color: 'text.disabled' }}>
    not sent
  </Box>
);

/** A field the API sent but that could not be read: said so, with the value exactly as sent. */
export function Unreadable({ sent }: { sent: string }) {
  return (
    <Box component="span" sx={{ color: 'warning.main' }}>
      unreadable, sent as <code>{sent}</code>
    </Box>
  );
}

/** An entity's id (a link where one is given), after its name and secondary text once they are known. */
export function NamedEntity({
  kind,
  id,
  version,
  href,
}: {
  kind: EntityKind;
  id: number | undefined;
  version: number | undefined;
  href: string | undefined;
}) {
  const named = useEntityName(kind, id);
  if (id === undefined) return absent;
  const text = `${id}${version !== undefined ? ` (version ${version})` : ''}`;
  return (
    <>
      {named && (
        <>
          <Box component="span" sx={{ fontWeight: 500 }}>
            {named.name}
          </Box>
          {named.secondary && (
            <Box component="span" sx={{ color: 'text.secondary' }}>
              {' · '}
              {named.secondary}
            </Box>
          )}
          {' · '}
        </>
      )}
      {href ? (
        <Link component={RouterLink} to={href}>
          {text}
        </Link>
      ) : (
        <span>{text}</span>
      )}
    </>
  );
}
