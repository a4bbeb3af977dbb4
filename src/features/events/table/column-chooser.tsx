import ViewColumnIcon from '@mui/icons-material/ViewColumn';
import { Button, Checkbox, Divider, ListItemIcon, ListItemText, Menu, MenuItem } from '@mui/material';
import { memo, useState } from 'react';
import { eventColumns } from './columns';

export const ColumnChooser = memo(function ColumnChooser({
  visible,
  onToggle,
  onReset,
}: {
  visible: readonly string[];
  onToggle: (id: string) => void;
  onReset: () => void;
}) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <Button
        startIcon={<ViewColumnIcon />}
        onClick={(event) => setAnchor(event.currentTarget)}
        aria-haspopup="menu"
      >
        Columns
      </Button>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {eventColumns.map((column) => (
          <MenuItem
            key={column.id}
            role="menuitemcheckbox"
            aria-checked={visible.includes(column.id)}
            onClick={() => onToggle(column.id)}
            dense
          >
            <ListItemIcon>
              <Checkbox
                edge="start"
                size="small"
                checked={visible.includes(column.id)}
                tabIndex={-1}
                disableRipple
              />
            </ListItemIcon>
            <ListItemText primary={column.label} />
          </MenuItem>
        ))}
        <Divider />
        <MenuItem onClick={onReset} dense>
          Default columns
        </MenuItem>
      </Menu>
    </>
  );
});
