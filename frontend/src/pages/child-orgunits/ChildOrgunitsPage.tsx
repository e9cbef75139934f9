import Header from '@cloudscape-design/components/header';

/** Work in progress: replaced by the screen itself. */
export default function ChildOrgunitsPage() {
  return <Header variant="h1">Child Organisations</Header>;
}
