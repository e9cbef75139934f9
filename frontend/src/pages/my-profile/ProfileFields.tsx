import Box from '@cloudscape-design/components/box';
import ColumnLayout from '@cloudscape-design/components/column-layout';

/** Label/value pairs of the profile tabs. */
export function ProfileFields({ fields }: { fields: readonly (readonly [string, string])[] }) {
  return (
    <ColumnLayout columns={2} variant="text-grid">
      {fields.map(([label, value]) => (
        <div key={label}>
          <Box variant="awsui-key-label">{label}</Box>
          <div>{value}</div>
        </div>
      ))}
    </ColumnLayout>
  );
}
