import { Box, Link } from '@mui/material';
import { Trans, useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useEntityName, type EntityKind } from '../../entities';

/** A field the API did not send. */
export function Absent() {
  const { t } = useTranslation('detail');
  return (
    <Box component="span" sx={{ color: 'text.disabled' }}>
      {t('fields.notSent')}
    </Box>
  );
}

/** A field the API sent but that could not be read: said so, with the value exactly as sent. */
export function Unreadable({ sent }: { sent: string }) {
  const { t } = useTranslation('detail');
  return (
    <Box component="span" sx={{ color: 'warning.main' }}>
      <Trans t={t} i18nKey="fields.unreadable" values={{ sent }} components={{ code: <code /> }} />
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
  const { t } = useTranslation('detail');
  const named = useEntityName(kind, id);
  if (id === undefined) return <Absent />;
  // Ids are codes, not quantities: their digits are shown as sent, in every language. In presenter mode
  // the pseudonym stands for the id (and the link goes to the same place).
  const shownId = named?.masked ? named.name : String(id);
  const text =
    version !== undefined ? t('fields.idVersion', { id: shownId, version: String(version) }) : shownId;
  return (
    <>
      {named && !named.masked && (
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
