import { Navigate } from 'react-router';

/** /training: the training area opens on the common-training catalogue. */
export default function TrainingHubPage() {
  return <Navigate to="/training/common" replace />;
}
