console.log("compile")
