# online
