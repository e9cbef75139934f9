import Header from '@cloudscape-design/components/header';

/** Work in progress: replaced by the screen itself. */
export default function UserDetailsPage() {
  return <Header variant="h1">User details</Header>;
}
