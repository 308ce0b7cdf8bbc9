import { Paper, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { Fragment, type ReactNode, useId } from 'react';
import { usePhone } from '../../../ui/use-phone.ts';

/** A column of a report: its header, what a row shows in it, and whether that is a figure (right-aligned). */
export interface ReportColumn<Row> {
  key: string;
  header: string;
  cell: (row: Row) => ReactNode;
  numeric?: boolean;
  /** A row whose cell stands out in the table (the funnel's all students). */
  bold?: (row: Row) => boolean;
}

/**
 * A report's rows. On a wider screen a table, scrolling within its box when narrower than `minWidth`; on a phone,
 * where a report's five to eight columns would leave most figures off screen, a card a row: the first `heading`
 * columns on top as its title, the others beneath as label and value, `cardCols` to a line.
 */
export function ReportTable<Row>({
  columns,
  rows,
  rowKey,
  minWidth,
  mah,
  stickyHeader,
  heading = 1,
  cardCols = 2,
}: {
  columns: ReportColumn<Row>[];
  rows: Row[];
  rowKey: (row: Row) => string;
  minWidth: number;
  mah?: number;
  stickyHeader?: boolean;
  /** How many columns name a row (the month and its currency), joined in the card's title. */
  heading?: number;
  cardCols?: number;
}) {
  const phone = usePhone();
  // The printed summary keeps its tables: a printed page is narrower than the phone breakpoint.
  const printing = useMediaQuery('print');
  const id = useId();
  const head = columns.slice(0, heading);
  const rest = columns.slice(heading);

  if (phone && !printing) {
    return (
      <Stack gap="xs">
        {rows.map((row, i) => (
          <Paper key={rowKey(row)} withBorder radius="sm" p="sm" role="group" aria-labelledby={`${id}-${i}`}>
            <Text id={`${id}-${i}`} fz="sm" fw={600} mb={6}>
              {head.map((column, n) => (
                <Fragment key={column.key}>
                  {n > 0 && ' · '}
                  {column.cell(row)}
                </Fragment>
              ))}
            </Text>
            <SimpleGrid cols={cardCols} spacing="xs" verticalSpacing={6}>
              {rest.map((column) => (
                <div key={column.key}>
                  <Text fz="xs" c="dimmed">
                    {column.header}
                  </Text>
                  <Text component="div" fz="sm" style={{ overflowWrap: 'anywhere' }}>
                    {column.cell(row)}
                  </Text>
                </div>
              ))}
            </SimpleGrid>
          </Paper>
        ))}
      </Stack>
    );
  }

  return (
    <Table.ScrollContainer minWidth={minWidth} mah={mah}>
      <Table striped verticalSpacing="xs" stickyHeader={stickyHeader}>
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => (
              <Table.Th key={column.key} ta={column.numeric ? 'right' : undefined}>
                {column.header}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={rowKey(row)}>
              {columns.map((column) => (
                <Table.Td
                  key={column.key}
                  ta={column.numeric ? 'right' : undefined}
                  fw={column.bold?.(row) ? 600 : undefined}
                >
                  {column.cell(row)}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
