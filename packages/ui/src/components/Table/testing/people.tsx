import { Column, TableHeader } from '../Table';

/** The people of the table stories: a name, an email and a city per row. */
export const cities = ['Lisbon', 'Oslo', 'Lima', 'Accra', 'Hanoi'];

/** The header of the people tables: Name (the row header), Email and City. */
export function PeopleHeader() {
  return (
    <TableHeader>
      <Column id="name" isRowHeader>
        Name
      </Column>
      <Column id="email">Email</Column>
      <Column id="city">City</Column>
    </TableHeader>
  );
}
